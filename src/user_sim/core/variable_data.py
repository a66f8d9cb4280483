"""Turn a variable's ``data`` (list, range, project function, date generators, any()) into its list of values."""

from __future__ import annotations

import calendar
import inspect
import math
import random
import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

from user_sim.config.catalog import BASE_TYPES, Catalog
from user_sim.config.functions import VariableFunction, parse_function
from user_sim.config.profile_variables import DateData, DateRange, FileData, RangeData, Variable
from user_sim.config.project_code import NotPythonCode, import_project_file
from user_sim.core.variables import AnyResolver, ResolvedVariable, VariableError

ANY_ITEM = re.compile(r"^\s*any\((.*)\)\s*$", re.DOTALL)
DATE_FORMAT = "%d/%m/%Y"
MAX_VALUES = 1_000_000
"""A generated list longer than this is a typo in a bound (``max: 1000000000``), not a test plan."""


@dataclass
class DataContext:
    """What resolving data needs: the project (for files and types), an RNG, today, and optionally an LLM."""

    catalog: Catalog
    rng: random.Random
    project_dir: Path | None = None
    today: date | None = None
    any_resolver: AnyResolver | None = None
    run_project_code: bool = True


def resolve_variable(name: str, var: Variable, ctx: DataContext) -> ResolvedVariable:
    """Return the variable's final values; raise VariableError (with a sub-path) on any problem."""
    function = variable_function(var)
    _check_type(var.type, ctx)
    raw = _raw_values(var, ctx)
    values, prompts = _split_any(raw)
    if prompts and var.type in ("int", "float"):
        raise VariableError("any() is only available for string and custom types", ("data",))
    _check_items(values, var.type, ctx)
    pending: tuple[str, ...] = ()
    if prompts and ctx.any_resolver is not None:
        for prompt in prompts:
            values.extend(v for v in ctx.any_resolver(prompt, list(values), var.type) if v not in values)
    elif prompts:
        pending = tuple(prompts)
    if not values and not pending:
        raise VariableError("the list of values is empty", ("data",))
    _check_count(function, values, pending)
    return ResolvedVariable(name, var.type, tuple(values), function, pending)


def _check_count(function: VariableFunction, values: list[Any], pending: tuple[str, ...]) -> None:
    """random(n) / another(n) cannot take more distinct items than the list has (known once any() is resolved)."""
    if function.count is not None and not pending and function.count > len(values):
        raise VariableError(
            f"{function.name}({function.count}) asks for {function.count} different values "
            f"but the list has only {len(values)}",
            ("function",),
        )


def _limit(count: int, subpath: tuple[str | int, ...]) -> int:
    if count > MAX_VALUES:
        raise VariableError(f"this would generate {count} values (more than {MAX_VALUES}); check the bounds", subpath)
    return count


def variable_function(var: Variable) -> VariableFunction:
    """Parse the variable's ``function``; raise VariableError located at it."""
    try:
        return parse_function(var.function)
    except ValueError as exc:
        raise VariableError(str(exc), ("function",)) from None


def _check_type(type_name: str, ctx: DataContext) -> None:
    if type_name not in BASE_TYPES and type_name not in ctx.catalog.types:
        known = ", ".join([*BASE_TYPES, *sorted(ctx.catalog.types)])
        raise VariableError(
            f"unknown type {type_name!r}; expected one of {known} (custom types live in types/)", ("type",)
        )


def _raw_values(var: Variable, ctx: DataContext) -> list[Any]:
    data = var.data
    if isinstance(data, RangeData):
        return _range(data, var.type)
    if isinstance(data, FileData):
        return list(_call_project_function(data, ctx))
    if isinstance(data, DateData):
        return _dates(data, ctx)
    return list(data)


def _split_any(raw: list[Any]) -> tuple[list[Any], list[str]]:
    values, prompts = [], []
    for item in raw:
        match = ANY_ITEM.match(item) if isinstance(item, str) else None
        if match:
            prompts.append(match.group(1).strip())
        else:
            values.append(item)
    return values, prompts


def _check_items(values: list[Any], type_name: str, ctx: DataContext) -> None:
    for index, item in enumerate(values):
        problem = _item_problem(item, type_name, ctx)
        if problem:
            raise VariableError(problem, ("data", index))


def _item_problem(item: Any, type_name: str, ctx: DataContext) -> str | None:
    if type_name == "string":
        return None if isinstance(item, str) else f"{item!r} is not a string (quote it)"
    if type_name == "int":
        return None if isinstance(item, int) and not isinstance(item, bool) else f"{item!r} is not an integer"
    if type_name == "float":
        ok = isinstance(item, (int, float)) and not isinstance(item, bool)
        return None if ok else f"{item!r} is not a number"
    custom = ctx.catalog.types[type_name]
    if custom.matches(item):
        return None
    return f"{item!r} does not match the format of type {type_name!r} ({custom.format})"


def _range(data: RangeData, type_name: str) -> list[Any]:
    if type_name not in ("int", "float"):
        raise VariableError(f"a {{min, max}} range needs type int or float, not {type_name!r}", ("type",))
    if type_name == "int":
        return _int_range(data)
    if data.linspace is not None:
        n = _limit(data.linspace, ("data", "linspace"))
        return [data.min] if n == 1 else [data.min + (data.max - data.min) * i / (n - 1) for i in range(n)]
    if data.step is None:
        raise VariableError("a float range needs step or linspace", ("data",))
    return _grid(data.min, data.max, data.step)


def _int_range(data: RangeData) -> list[Any]:
    if data.linspace is not None:
        raise VariableError("linspace gives decimal values; use type float or a step", ("data", "linspace"))
    step = 1 if data.step is None else data.step
    for key, value in (("min", data.min), ("max", data.max), ("step", step)):
        if value != int(value):
            raise VariableError(f"{key} must be an integer for an int variable, got {value:g}", ("data", key))
    _limit((int(data.max) - int(data.min)) // int(step) + 1, ("data",))
    return list(range(int(data.min), int(data.max) + 1, int(step)))


def _grid(low: float, high: float, step: float) -> list[float]:
    count = _limit(math.floor((high - low) / step + 1e-9) + 1, ("data",))
    return [round(low + i * step, 12) for i in range(count)]


def _call_project_function(data: FileData, ctx: DataContext) -> list[Any]:
    path = _project_file(data.file, ctx.project_dir)
    if not ctx.run_project_code:
        raise VariableError("values come from project code, which is not run here", ("data", "file"))
    function = _load_function(path, data.function_name)
    args, kwargs = _arguments(_project_paths(data.args, ctx.project_dir))
    try:
        result = function(*args, **kwargs)
    except Exception as exc:  # project code: report, don't crash
        raise VariableError(f"{data.function_name}() raised {type(exc).__name__}: {exc}", ("data",)) from None
    if isinstance(result, (str, bytes)) or not hasattr(result, "__iter__"):
        raise VariableError(f"{data.function_name}() must return a list, got {type(result).__name__}", ("data",))
    return list(result)


def _project_file(name: str, project_dir: Path | None) -> Path:
    if project_dir is None:
        raise VariableError("data.file needs a project folder (run from a project)", ("data", "file"))
    root = project_dir.resolve()
    path = (root / name).resolve()
    if not path.is_relative_to(root):
        raise VariableError(
            f"{name!r} is outside the project folder {root}; only project files may run", ("data", "file")
        )
    if not path.is_file():
        raise VariableError(f"file {name!r} not found in the project folder", ("data", "file"))
    return path


def _load_function(path: Path, name: str) -> Any:
    try:
        module = import_project_file(path)
    except NotPythonCode:
        raise VariableError(f"cannot import {path.name}", ("data", "file")) from None
    except Exception as exc:
        raise VariableError(f"importing {path.name} failed: {type(exc).__name__}: {exc}", ("data", "file")) from None
    function = getattr(module, name, None)
    if not callable(function) or inspect.isclass(function):
        raise VariableError(f"{path.name} has no function {name!r}", ("data", "function_name"))
    return function


def _project_paths(args: Any, project_dir: Path | None) -> Any:
    """A string argument naming a file of the project (``list_functions/data/x.yml``) becomes its absolute path.

    SENSEI ran from the project folder, so its example functions open such paths relative to it; here the
    working directory may be anywhere, and changing it would be process-wide.
    """
    if isinstance(args, list):
        return [_project_paths(a, project_dir) for a in args]
    if isinstance(args, dict):
        return {k: _project_paths(v, project_dir) for k, v in args.items()}
    if isinstance(args, str) and project_dir is not None and args.strip() and not Path(args).is_absolute():
        candidate = project_dir.resolve() / args
        return str(candidate) if candidate.is_file() else args
    return args


def _arguments(args: Any) -> tuple[list[Any], dict[str, Any]]:
    if args is None:
        return [], {}
    if isinstance(args, dict):
        return [], dict(args)
    if isinstance(args, list):
        positional = [a for a in args if not isinstance(a, dict)]
        keywords: dict[str, Any] = {}
        for a in args:
            if isinstance(a, dict):
                keywords.update(a)
        return positional, keywords
    return [args], {}


def _dates(data: DateData, ctx: DataContext) -> list[Any]:
    spec, rng = data.date, ctx.rng
    for key in ("random", "fake"):
        _limit(getattr(spec, key) or 0, ("data", "date", key))
    out: list[str] = []
    if spec.random:
        out += [_random_valid_date(rng) for _ in range(spec.random)]
    if spec.set:
        out += _relative_dates(spec.set, ctx)
    if spec.range:
        out += _date_range(spec.range, rng)
    if spec.fake:
        out += [f"{rng.randint(29, 99)}/{rng.randint(13, 99)}/{rng.randint(2000, 2099)}" for _ in range(spec.fake)]
    custom = spec.custom if isinstance(spec.custom, list) else ([spec.custom] if spec.custom else [])
    for index, text in enumerate(custom):
        _check_custom_day(
            str(text),
            ("data", "date", "custom", index) if isinstance(spec.custom, list) else ("data", "date", "custom"),
        )
    return out + list(custom)


_DAY_SHAPE = re.compile(r"^\s*\d{1,2}/\d{1,2}/\d{4}\s*$")


def _check_custom_day(text: str, where: tuple[str | int, ...]) -> None:
    """A literal written like DD/MM/YYYY must be a real day (``fake:`` is the way to ask for impossible ones)."""
    if _DAY_SHAPE.match(text):
        try:
            datetime.strptime(text.strip(), DATE_FORMAT)
        except ValueError:
            raise VariableError(
                f"{text!r} is not a real day (DD/MM/YYYY); use 'fake: n' for impossible dates", where
            ) from None


def _random_valid_date(rng: random.Random) -> str:
    day = date(1900, 1, 1) + timedelta(days=rng.randint(0, 365 * 200))
    return day.strftime(DATE_FORMAT)


_RELATIVE = re.compile(r"^\s*([<>])\s*today\((\d+)\)\s*$")


def _relative_dates(text: str, ctx: DataContext) -> list[str]:
    match = _RELATIVE.match(text)
    if not match:
        raise VariableError(f"invalid set {text!r}; expected >today(n) or <today(n)", ("data", "date", "set"))
    sign = 1 if match.group(1) == ">" else -1
    today = ctx.today or date.today()
    count = _limit(int(match.group(2)), ("data", "date", "set"))
    return [(today + timedelta(days=sign * ctx.rng.randint(1, 365))).strftime(DATE_FORMAT) for _ in range(count)]


_STEP = re.compile(r"^\s*(day|month|year|linspace)\((\d+)\)\s*$")


def _date_range(spec: DateRange, rng: random.Random) -> list[str]:
    start, end = _parse_day(spec.min, "min"), _parse_day(spec.max, "max")
    if end < start:
        raise VariableError("max is before min", ("data", "date", "range", "max"))
    if spec.random:
        _limit(spec.random, ("data", "date", "range", "random"))
        span = (end - start).days
        return [(start + timedelta(days=rng.randint(0, span))).strftime(DATE_FORMAT) for _ in range(spec.random)]
    match = _STEP.match(spec.step or "")
    if not match or int(match.group(2)) < 1:
        given = f"invalid step {spec.step!r}" if spec.step is not None else "a date range needs a step"
        raise VariableError(
            f"{given}; expected day(n), month(n), year(n) or linspace(n), or give random: n",
            ("data", "date", "range", "step"),
        )
    unit, n = match.group(1), int(match.group(2))
    days = {"day": 1, "month": 30, "year": 365}.get(unit)
    _limit(n if days is None else (end - start).days // (n * days) + 1, ("data", "date", "range", "step"))
    return _stepped_days(start, end, unit, n)


def _stepped_days(start: datetime, end: datetime, unit: str, n: int) -> list[str]:
    if unit == "linspace":
        span = (end - start) / (n - 1) if n > 1 else timedelta(0)
        return [(start + span * i).strftime(DATE_FORMAT) for i in range(n)]
    out, step = [], 0
    current = start
    while current <= end:
        out.append(current.strftime(DATE_FORMAT))
        step += 1
        current = _shift(start, unit, n * step)
    return out


def _shift(start: datetime, unit: str, amount: int) -> datetime:
    """``start`` moved by ``amount`` days, calendar months or years (the day is clamped to the month's end)."""
    if unit == "day":
        return start + timedelta(days=amount)
    months = amount * (12 if unit == "year" else 1)
    year, month = divmod(start.month - 1 + months, 12)
    year, month = start.year + year, month + 1
    day = min(start.day, calendar.monthrange(year, month)[1])
    return start.replace(year=year, month=month, day=day)


def _parse_day(text: str, key: str) -> datetime:
    try:
        return datetime.strptime(text, DATE_FORMAT)
    except ValueError:
        raise VariableError(f"{text!r} is not a date in DD/MM/YYYY form", ("data", "date", "range", key)) from None
