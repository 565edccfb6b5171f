"""The plain-Python build of the installed mechdeck, for benchmarks that measure the compiled build beside it."""
from __future__ import annotations

import shutil
from pathlib import Path


def plain_sources(folder: Path) -> bool:
    """Copy mechdeck's sources without the compiled modules into ``folder`` (for PYTHONPATH); False when nothing of
    this install is compiled."""
    import mechdeck

    if not mechdeck.compiled_modules():
        return False
    shutil.copytree(Path(mechdeck.__file__).parent, folder / "mechdeck",
                    ignore=shutil.ignore_patterns("*.so", "*.pyd", "__pycache__"))
    return True
