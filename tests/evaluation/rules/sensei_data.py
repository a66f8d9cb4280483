"""SENSEI's public rules and recorded conversations, extracted from its repository's bare git copy on this machine."""

from __future__ import annotations

import io
import os
import subprocess
import tarfile
from pathlib import Path

SENSEI_REPO = Path(os.environ.get("SENSEI_REPO", "/work/.mirror/satori-chatbots+user-simulator/repo"))


def extract_sensei(target: Path) -> Path | None:
    """``rules/`` and ``test_cases/`` of SENSEI's repository under ``target``; None when the copy is absent."""
    if not SENSEI_REPO.exists():
        return None
    archive = subprocess.run(
        ["git", "-C", str(SENSEI_REPO), "archive", "HEAD", "rules", "test_cases"],
        capture_output=True,
        check=True,
        timeout=120,
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(target, filter="data")
    return target
