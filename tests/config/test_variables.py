"""Goal variables: value lists, forward/pairwise matrices, drawing per conversation, conversation counts, seeds."""

from __future__ import annotations

import itertools
import random
import textwrap
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from tests.config.corpus_headers import PROJECT, TODAY, VALID
from user_sim.config.catalog import load_catalog
from user_sim.config.functions import parse_function, parse_number
from user_sim.config.profile_variables import Variable
from user_sim.core.profile_loader import CheckOptions, ProfileCheck, check_profile_file
from user_sim.core.seeds import derive_rng
from user_sim.core.variable_data import PROJECT_NEEDED, DataContext, resolve_variable
from user_sim.core.variables import VariablePlan

CORPUS = {path.stem: path for path in VALID}


def corpus_check(name: str, options: CheckOptions) -> ProfileCheck:
    check = check_profile_file(CORPUS[name], options)
    assert check.ok and check.variables is not None, check.errors
    return check


def draws(plan: VariablePlan, count: int, seed: int = 0) -> list[dict[str, list[Any]]]:
    return [plan.draw(i, derive_rng(seed, "conversation", i), seed) for i in range(count)]


def values(variable: dict[str, Any], options: CheckOptions | None = None) -> list[Any]:
    ctx = DataContext(
        catalog=options.catalog if options and options.catalog else load_catalog(None),
        rng=random.Random(1),
        project_dir=options.project_dir if options else None,
        today=TODAY,
    )
    return list(resolve_variable("v", Variable.model_validate(variable), ctx).values)


def write_profile(folder: Path, goals: str, number: Any = "combinations", model: str = "gpt-4o-mini") -> Path:
    """A profile whose user.goals is ``goals`` (YAML list text, not indented)."""
    head = f"test_name: generated\nllm:\n  model: {model}\nuser:\n  role: You are a customer.\n  goals:\n"
    tail = f"chatbot:\n  fallback: Sorry?\nconversation:\n  number: {number}\n  goal_style:\n    steps: 2\n"
    path = folder / "generated.yml"
    path.write_text(head + textwrap.indent(goals, "    ") + tail, encoding="utf-8")
    return path


# --- forward: Cartesian product over the chain -------------------------------------------------------------------


def test_forward_chain_is_the_cartesian_product_in_order(corpus_options: CheckOptions) -> None:
    plan = corpus_check("pizza_order", corpus_options).variables
    assert plan is not None
    (matrix,) = plan.forward
    assert matrix.columns == ("cans", "drink")
    assert matrix.rows == tuple(itertools.product([1, 2, 3], ["sprite", "coke", "Orange Fanta"]))
    drawn = draws(plan, 10)
    assert [(d["cans"], d["drink"]) for d in drawn[:3]] == [([1], ["sprite"]), ([1], ["coke"]), ([1], ["Orange Fanta"])]
    assert drawn[9]["cans"] == drawn[0]["cans"] and drawn[9]["drink"] == drawn[0]["drink"]  # cycles after 9


def test_three_variable_chain(corpus_options: CheckOptions) -> None:
    plan = corpus_check("pizza_all_combinations_old", corpus_options).variables
    assert plan is not None
    (matrix,) = plan.forward
    assert matrix.columns == ("sauce", "cheese", "dough")
    assert set(matrix.rows) == set(
        itertools.product(["tomato", "barbecue"], ["mozzarella", "vegan"], ["wheat", "gluten-free"])
    )
    assert len(matrix.rows) == 8


def test_independent_forward_variables_step_in_parallel(corpus_options: CheckOptions) -> None:
    plan = corpus_check("universidad_matricula", corpus_options).variables
    assert plan is not None
    drawn = draws(plan, 4)
    assert [d["titulacion"][0] for d in drawn] == ["Informática", "Medicina", "Derecho", "Historia del Arte"]
    assert [d["turno"][0] for d in drawn] == ["mañana", "tarde", "mañana", "tarde"]


# --- pairwise ------------------------------------------------------------------------------------------------------


def test_pairwise_covers_every_pair_with_fewer_rows(corpus_options: CheckOptions) -> None:
    plan = corpus_check("banco_es_pairwise", corpus_options).variables
    assert plan is not None and plan.pairwise is not None
    matrix = plan.pairwise
    lists = {name: plan.variables[name].values for name in matrix.columns}
    assert len(matrix.rows) < len(list(itertools.product(*lists.values())))
    for a, b in itertools.combinations(range(len(matrix.columns)), 2):
        covered = {(row[a], row[b]) for row in matrix.rows}
        wanted = set(itertools.product(lists[matrix.columns[a]], lists[matrix.columns[b]]))
        assert covered == wanted, (matrix.columns[a], matrix.columns[b])


def test_one_pairwise_variable_alone_is_its_list(corpus_options: CheckOptions) -> None:
    plan = corpus_check("telco_plans", corpus_options).variables
    assert plan is not None and plan.pairwise is not None
    assert plan.pairwise.rows == (("Basic",), ("Plus",), ("Unlimited",))
    assert [d["plan"] for d in draws(plan, 4)] == [["Basic"], ["Plus"], ["Unlimited"], ["Basic"]]


# --- another / random / default ------------------------------------------------------------------------------------


def test_another_uses_up_the_list_before_repeating(corpus_options: CheckOptions) -> None:
    plan = corpus_check("universidad_matricula", corpus_options).variables
    assert plan is not None
    courses = set(plan.variables["optativas"].values)
    taken = [value for d in draws(plan, 10) for value in d["optativas"]]
    for cycle in range(len(taken) // len(courses)):
        assert set(taken[cycle * 5 : cycle * 5 + 5]) == courses  # every 5 draws: each course exactly once
    for d in draws(plan, 30, seed=3):
        assert len(set(d["optativas"])) == 2  # never the same course twice in one conversation


def test_another_is_a_pure_function_of_the_conversation_index(corpus_options: CheckOptions) -> None:
    plan = corpus_check("pizza_order", corpus_options).variables
    assert plan is not None
    in_sequence = draws(plan, 6, seed=11)
    alone = plan.draw(4, derive_rng(11, "conversation", 4), 11)
    assert alone["size"] == in_sequence[4]["size"]
    assert {d["size"][0] for d in in_sequence[:3]} == {"small", "medium", "large"}


def test_random_default_and_random_rand(corpus_options: CheckOptions) -> None:
    clinic = corpus_check("clinic_appointment", corpus_options).variables
    books = corpus_check("test_name_number", corpus_options).variables
    pizza = corpus_check("pizza_order", corpus_options).variables
    assert clinic is not None and books is not None and pizza is not None
    for d in draws(clinic, 20):
        assert len(d["slot"]) == 2 and len(set(d["slot"])) == 2
    for d in draws(books, 3):
        assert d["books"] == ["Dune", "Emma", "Ulysses"]  # default(): the whole list
        assert len(set(d["rooms"])) == 3
    sizes = {len(d["toppings"]) for d in draws(pizza, 60)}
    assert sizes <= {1, 2, 3, 4} and len(sizes) > 1  # random(rand): a random count of distinct items


# --- ranges -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "kind", "expected"),
    [
        ({"min": 1, "max": 5, "step": 2}, "int", [1, 3, 5]),
        ({"min": 1, "max": 6, "step": 2}, "int", [1, 3, 5]),
        ({"min": 3, "max": 6}, "int", [3, 4, 5, 6]),
        ({"min": 7, "max": 7}, "int", [7]),
        ({"min": 0, "max": 1, "step": 0.25}, "float", [0, 0.25, 0.5, 0.75, 1.0]),
        ({"min": 0, "max": 0.3, "step": 0.1}, "float", [0, 0.1, 0.2, 0.3]),
        ({"min": 0, "max": 1, "step": 0.3}, "float", [0, 0.3, 0.6, 0.9]),
        ({"min": 5, "max": 10, "step": 2.5}, "float", [5, 7.5, 10]),
        ({"min": 0, "max": 1, "linspace": 5}, "float", [0, 0.25, 0.5, 0.75, 1.0]),
        ({"min": 2, "max": 4, "linspace": 1}, "float", [2]),
    ],
)
def test_ranges_include_max_when_on_the_grid(data: dict[str, Any], kind: str, expected: list[float]) -> None:
    assert values({"type": kind, "data": data}) == expected


def test_corpus_float_range_includes_its_max(corpus_options: CheckOptions) -> None:
    plan = corpus_check("banco_es_pairwise", corpus_options).variables
    assert plan is not None
    assert plan.variables["importe"].values == (1000, 1250, 1500, 1750, 2000)


# --- custom types ------------------------------------------------------------------------------------------------


def test_custom_types_from_the_project_check_values(corpus_options: CheckOptions) -> None:
    assert values({"type": "postcode", "data": ["28001", 41001]}, corpus_options) == ["28001", 41001]
    assert values({"type": "iban", "data": ["ES91 2100 0418 4502 0005 1332"]}, corpus_options)
    for kind, bad in (("postcode", "2800"), ("iban", "FR7630006000011234567890189"), ("booking_ref", "xk42pq")):
        with pytest.raises(ValueError, match=f"does not match the format of type '{kind}'"):
            values({"type": kind, "data": [bad]}, corpus_options)
    with pytest.raises(ValueError, match="unknown type 'iban'"):
        values({"type": "iban", "data": ["ES9121000418450200051332"]})  # no project: only bundled types


# --- dates -------------------------------------------------------------------------------------------------------


def dates(spec: dict[str, Any]) -> list[Any]:
    return values({"type": "string", "data": {"date": spec}})


def date_range(low: str, high: str, **how: Any) -> list[Any]:
    return dates({"range": {"min": low, "max": high, **how}})


def _days(texts: list[Any]) -> list[datetime]:
    return [datetime.strptime(text, "%d/%m/%Y") for text in texts]


def test_date_range_with_step_and_linspace() -> None:
    stepped = date_range("01/07/2025", "10/07/2025", step="day(3)")
    assert stepped == ["01/07/2025", "04/07/2025", "07/07/2025", "10/07/2025"]
    spaced = date_range("01/08/2025", "31/08/2025", step="linspace(4)")
    assert spaced == ["01/08/2025", "11/08/2025", "21/08/2025", "31/08/2025"]
    monthly = date_range("01/01/2025", "31/12/2025", step="month(3)")
    assert monthly == ["01/01/2025", "01/04/2025", "01/07/2025", "01/10/2025"]  # calendar months
    month_ends = date_range("31/01/2024", "30/04/2024", step="month(1)")
    assert month_ends == ["31/01/2024", "29/02/2024", "31/03/2024", "30/04/2024"]  # clamped to the month's end


def test_relative_random_fake_and_custom_dates() -> None:
    future = _days(dates({"set": ">today(5)"}))
    past = _days(dates({"set": "<today(5)"}))
    today = datetime(TODAY.year, TODAY.month, TODAY.day)
    assert len(future) == 5 and all(today < d <= today + timedelta(days=365) for d in future)
    assert len(past) == 5 and all(today - timedelta(days=365) <= d < today for d in past)
    assert len(_days(dates({"random": 4}))) == 4
    in_range = _days(date_range("01/08/2025", "05/08/2025", random=6))
    assert len(in_range) == 6 and all(datetime(2025, 8, 1) <= d <= datetime(2025, 8, 5) for d in in_range)
    fake = dates({"fake": 3})
    assert len(fake) == 3
    for text in fake:
        with pytest.raises(ValueError):
            datetime.strptime(text, "%d/%m/%Y")
    assert dates({"custom": "24/12/2025"}) == ["24/12/2025"]


def test_corpus_dates_are_reproducible(corpus_catalog: Any) -> None:
    def dates(seed: int) -> dict[str, tuple[Any, ...]]:
        options = CheckOptions(project_dir=PROJECT, catalog=corpus_catalog, today=TODAY, seed=seed)
        plan = corpus_check("travel_dates", options).variables
        assert plan is not None
        return {name: plan.variables[name].values for name in ("return_day", "bad_day", "check_out")}

    assert dates(1) == dates(1)
    assert dates(1) != dates(2)


# --- any() ----------------------------------------------------------------------------------------------------------


def test_any_is_resolved_by_the_resolver_and_excludes_listed_items(corpus_catalog: Any) -> None:
    calls: list[tuple[str, list[Any], str]] = []

    def resolver(prompt: str, listed: list[Any], kind: str) -> list[Any]:
        calls.append((prompt, listed, kind))
        return ["Fibra 600Mb", "Fibra 1Gb", "Fibra 300Mb"]

    options = CheckOptions(project_dir=PROJECT, catalog=corpus_catalog, any_resolver=resolver)
    check = corpus_check("telco_es_any", options)
    assert calls == [("2 tarifas de fibra", ["Fibra 600Mb"], "string")]
    assert check.variables is not None
    assert check.variables.variables["tarifa"].values == ("Fibra 600Mb", "Fibra 1Gb", "Fibra 300Mb")
    assert check.warnings == []  # nothing left for run time


def test_any_without_resolver_is_a_run_time_note_or_a_scripted_error(tmp_path: Path) -> None:
    goals = (
        '- "{{drink}}"\n- drink:\n    function: random()\n    type: string\n    data: [water, "any(3 soft drinks)"]\n'
    )
    real = check_profile_file(write_profile(tmp_path, goals, number=1))
    assert real.ok and [w.message for w in real.warnings] == [
        "any(3 soft drinks) needs an LLM at run time (values generated once and cached)"
    ]
    scripted = check_profile_file(write_profile(tmp_path, goals, number=1, model="scripted"))
    assert [e.path for e in scripted.errors] == ["user.goals[1].drink.data"]


def test_values_left_to_any_are_not_counted_or_drawn_as_if_known(tmp_path: Path) -> None:
    goals = '- "{{size}}"\n- size:\n    function: forward()\n    type: string\n    data: ["any(3 pizza sizes)"]\n'
    check = check_profile_file(write_profile(tmp_path, goals, number="combinations"))
    assert check.ok and check.number == 0  # not an error: an LLM fills the list at run time
    assert [w.path for w in check.warnings] == ["user.goals[1].size.data", "conversation.number"]
    assert "can only be counted once any() has generated the values of size" in check.warnings[1].message
    assert check.variables is not None
    with pytest.raises(ValueError, match="any\\(\\) has not generated the values of size"):
        check.variables.draw(0, random.Random(0), 0)
    resolved = check_profile_file(
        write_profile(tmp_path, goals, number="combinations"), CheckOptions(any_resolver=generated)
    )
    assert resolved.ok and resolved.number == 3 and not resolved.warnings


# --- project code -------------------------------------------------------------------------------------------------


def test_project_functions_give_the_values(corpus_options: CheckOptions) -> None:
    plan = corpus_check("clinic_appointment", corpus_options).variables
    assert plan is not None
    slots = plan.variables["slot"].values
    assert slots[:3] == ("09:00", "09:20", "09:40") and slots[-1] == "11:40" and len(slots) == 9
    assert plan.variables["doctor"].values == ("Dr. Vidal",)
    assert plan.variables["count"].values == (1, 2, 3)


MARKER_CODE = (
    "from pathlib import Path\nPath(__file__).with_suffix('.imported').touch()\n\ndef values():\n    return ['x']\n"
)


def _project_with_code(tmp_path: Path) -> tuple[Path, Path, Path]:
    project = tmp_path / "project"
    (project / "profiles").mkdir(parents=True)
    (project / "run.yml").write_text("technology: demo\n", encoding="utf-8")
    outside = tmp_path / "outside.py"
    outside.write_text(MARKER_CODE, encoding="utf-8")
    inside = project / "inside.py"
    inside.write_text(MARKER_CODE, encoding="utf-8")
    return project, outside, inside


@pytest.mark.parametrize("target", ["../outside.py", "{outside}", "link.py"])
def test_code_outside_the_project_is_never_imported(tmp_path: Path, target: str) -> None:
    project, outside, _ = _project_with_code(tmp_path)
    (project / "link.py").symlink_to(outside)  # a link inside the project that leads out of it
    file = target.format(outside=outside)
    goals = f'- "{{{{x}}}}"\n- x:\n    type: string\n    data: {{file: "{file}", function_name: values}}\n'
    check = check_profile_file(write_profile(project / "profiles", goals, number=1), CheckOptions(project_dir=project))
    assert [e.message.split(" is outside")[0] for e in check.errors] == [repr(file)]
    assert not outside.with_suffix(".imported").exists()


def test_code_inside_the_project_runs_only_when_allowed(tmp_path: Path) -> None:
    project, _, inside = _project_with_code(tmp_path)
    goals = '- "{{x}}"\n- x:\n    type: string\n    data: {file: inside.py, function_name: values}\n'
    profile = write_profile(project / "profiles", goals, number=1)
    refused = check_profile_file(profile, CheckOptions(project_dir=project, run_project_code=False))
    assert [e.message for e in refused.errors] == ["values come from project code, which is not run here"]
    assert not inside.with_suffix(".imported").exists()
    without_project = check_profile_file(profile, CheckOptions(project_dir=None))
    assert [e.message for e in without_project.errors] == [PROJECT_NEEDED]
    allowed = check_profile_file(profile, CheckOptions(project_dir=project))
    assert allowed.ok and inside.with_suffix(".imported").exists()


# --- conversation.number -------------------------------------------------------------------------------------------

MATRIX_GOALS = """\
- "{{a}} {{b}} {{c}} {{d}}"
- a:
    function: forward(b)
    type: string
    data: [a1, a2, a3]
- b:
    function: forward()
    type: string
    data: [b1, b2]
- c:
    function: pairwise()
    type: string
    data: [c1, c2, c3, c4]
- d:
    function: pairwise()
    type: int
    data: [1, 2]
"""


@pytest.mark.parametrize(
    ("number", "expected", "warned"),
    [
        (5, 5, False),
        ("'7'", 7, False),
        ("combinations", 8, False),  # max(forward 3x2=6, pairwise 4x2=8)
        ("combinations(0.5)", 4, False),
        ("combinations(0.3, forward)", 2, False),  # ceil(6 x 0.3)
        ("combinations(forward)", 6, False),
        ("combinations(pairwise)", 8, False),
        ("combinations(2, pairwise)", 16, False),
        ("combinations(0.01)", 1, False),  # at least one
        ("sample(0.5)", 4, True),
        ("all_combinations", 8, True),
    ],
)
def test_number_forms(tmp_path: Path, number: Any, expected: int, warned: bool) -> None:
    check = check_profile_file(write_profile(tmp_path, MATRIX_GOALS, number=number))
    assert check.ok, check.errors
    assert check.number == expected
    assert bool(check.warnings) == warned


@pytest.mark.parametrize("number", ["combinations", "combinations(3)", "combinations(forward)", "sample(0.5)"])
def test_combinations_without_a_matrix_is_an_error_never_zero(tmp_path: Path, number: str) -> None:
    goals = '- "{{a}}"\n- a:\n    function: random()\n    type: string\n    data: [x, y]\n'
    check = check_profile_file(write_profile(tmp_path, goals, number=number))
    assert [e.path for e in check.errors] == ["conversation.number"]
    assert "needs at least one" in check.errors[0].message


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (0, "at least 1"),
        (-3, "at least 1"),
        (True, "must be an integer"),
        ("combinations(0)", "factor must be positive"),
        ("combinations(-1)", "factor must be positive"),
        ("combinations(1, 2, 3)", "cannot read '2'"),
        ("combinations(pairwise, 2)", "cannot read 'pairwise'"),
        ("sample", "sample(f) needs a factor"),
        ("sample()", "sample(f) needs a factor"),
        ("lots", "invalid number 'lots'"),
        (2.5, "invalid number 2.5"),
    ],
)
def test_invalid_numbers(text: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_number(text)


@pytest.mark.parametrize(
    ("text", "name", "count", "rand", "target"),
    [
        (None, "default", None, False, None),
        ("", "default", None, False, None),
        ("default()", "default", None, False, None),
        ("random()", "random", None, False, None),
        (" random( 3 ) ", "random", 3, False, None),
        ("random(rand)", "random", None, True, None),
        ("another()", "another", None, False, None),
        ("another(2)", "another", 2, False, None),
        ("forward()", "forward", None, False, None),
        ("forward(size)", "forward", None, False, "size"),
        ("pairwise()", "pairwise", None, False, None),
    ],
)
def test_function_forms(text: str | None, name: str, count: int | None, rand: bool, target: str | None) -> None:
    parsed = parse_function(text)
    assert (parsed.name, parsed.count, parsed.random_count, parsed.depends_on) == (name, count, rand, target)


# --- seeds and the global random generator ---------------------------------------------------------------------------


def generated(prompt: str, listed: list[Any], kind: str) -> list[Any]:
    """A deterministic stand-in for the LLM that fills any() lists."""
    return [f"{prompt} #{i}" for i in range(3)]


def _everything_drawn(options: CheckOptions, seed: int) -> list[Any]:
    drawn = []
    for path in VALID:
        check = check_profile_file(path, options)
        assert check.variables is not None
        drawn.append([check.variables.variables[n].values for n in sorted(check.variables.variables)])
        drawn.append(draws(check.variables, 12, seed=seed))
    return drawn


def test_same_seed_same_values_whatever_the_global_random_state(corpus_catalog: Any) -> None:
    options = CheckOptions(project_dir=PROJECT, catalog=corpus_catalog, today=TODAY, seed=42, any_resolver=generated)
    random.seed(1)
    first = _everything_drawn(options, seed=42)
    random.seed(999_999)
    random.random()
    second = _everything_drawn(options, seed=42)
    assert first == second
    assert _everything_drawn(options, seed=43) != first


def test_nothing_uses_the_global_random_generator(corpus_catalog: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    random.seed(7)
    state = random.getstate()

    def forbidden(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("the global random generator was used")

    for name in ("random", "randint", "randrange", "choice", "choices", "sample", "shuffle", "uniform", "getrandbits"):
        monkeypatch.setattr(random, name, forbidden)
    options = CheckOptions(project_dir=PROJECT, catalog=corpus_catalog, today=TODAY, seed=3, any_resolver=generated)
    _everything_drawn(options, seed=3)
    monkeypatch.undo()
    assert random.getstate() == state
