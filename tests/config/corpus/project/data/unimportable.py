"""A project file whose import fails (a missing dependency)."""

import a_dependency_that_is_not_installed  # noqa: F401


def values():
    """Never reached."""
    return ["x"]
