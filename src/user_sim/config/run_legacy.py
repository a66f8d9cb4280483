"""SENSEI's older ``run.yml`` keys, accepted with a deprecation warning and rewritten to the current ones.

* ``connector_parameters:`` is the old name of ``connector_params:``;
* ``extract:`` (the folder SENSEI wrote conversations to) is the old name of ``output:``;
* ``connector:`` names a SENSEI connector file (``config: {api_url: ..., timeout: ...}``, ``payload``,
  ``parameters``), relative to the project folder; its ``config`` mapping gives the connector parameters, and
  ``connector_params`` given beside it override them key by key.
"""

from __future__ import annotations

from pathlib import Path

from user_sim.config.legacy import rename_key
from user_sim.config.yamlfile import YamlDoc, load_yaml
from user_sim.errors import ConfigError, Issue

RENAMED = {"connector_parameters": "connector_params", "extract": "output"}
"""Old run.yml key -> current key."""


def modernise_run(doc: YamlDoc, project: Path) -> list[Issue]:
    """Rewrite SENSEI's old keys of ``doc`` (underscored already) in place; return the deprecation warnings."""
    if not isinstance(doc.data, dict):
        return []
    warnings: list[Issue] = []
    for old, new in RENAMED.items():
        if old not in doc.data:
            continue
        if new in doc.data:
            raise ConfigError(doc.issue((old,), f"{old!r} is the old name of {new!r}: give only one", key=True))
        rename_key(doc, (), old, new)
        warnings.append(doc.issue((new,), f"{old!r} is SENSEI's old name of {new!r}; rename it", key=True))
    if "connector" in doc.data:
        warnings.append(_connector_file(doc, project))
    return warnings


def _connector_file(doc: YamlDoc, project: Path) -> Issue:
    name = doc.data.pop("connector")
    if name in (None, ""):
        return doc.issue(("connector",), "'connector' is empty and was ignored; remove it", key=True)
    path = project / str(name)
    if not path.is_file():
        raise ConfigError(doc.issue(("connector",), f"connector file {str(name)!r} not found in {project}"))
    loaded = load_yaml(path, allow_empty=True)
    config = loaded.data.get("config") if isinstance(loaded.data, dict) else None
    if not isinstance(config, dict):
        raise ConfigError(loaded.issue(("config",), "a SENSEI connector file needs a 'config:' mapping"))
    given = doc.data.get("connector_params")
    if given not in (None, "") and not isinstance(given, dict):
        message = "beside 'connector', write connector_params as a mapping (it overrides the file's config by key)"
        raise ConfigError(doc.issue(("connector_params",), message))
    doc.data["connector_params"] = {**config, **(given or {})}
    doc.value_marks.setdefault(("connector_params",), doc.mark(("connector",)))
    names = ", ".join(map(str, config)) or "nothing"  # the names only: a connector file may hold a key
    message = f"'connector' (a SENSEI connector file) is old; move its config ({names}) under connector_params"
    return doc.issue(("connector",), message, key=True)


def connector_file_issue(doc: YamlDoc, run_file: Path, key: tuple[str, ...], message: str) -> Issue | None:
    """The issue of connector parameter ``key`` when its value came from the connector file run.yml (``doc``) names.

    Located at the parameter in that file (``config.<name>``); at run.yml's ``connector:`` when the file or the
    parameter cannot be found there. None when run.yml names no connector file or gives the value itself.
    """
    data = doc.data if isinstance(doc.data, dict) else {}
    if key[0] not in ("connector_params", "connector_parameters") or not data.get("connector"):
        return None
    given = data.get("connector_params", data.get("connector_parameters"))
    if isinstance(given, dict) and (key[1] in given if len(key) > 1 else True):
        return None  # written in run.yml, beside the file
    try:
        loaded = load_yaml(run_file.parent / str(data["connector"]), allow_empty=True)
    except ConfigError:
        loaded = None
    config = loaded.data.get("config") if loaded is not None and isinstance(loaded.data, dict) else None
    if loaded is None or not isinstance(config, dict) or len(key) < 2 or key[1] not in config:
        return doc.issue(("connector",), message)
    return loaded.issue(("config", *key[1:]), message)
