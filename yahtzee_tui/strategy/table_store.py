"""Computed tables on disk: NumPy `.npz` files with a JSON header, checked on every load.

A file holds named arrays and a `header` (a JSON object) that carries a SHA-256 of the arrays.
`read_arrays` returns nothing unless the file is whole, every expected header field matches,
every array has its expected shape and dtype and the checksum agrees; the caller rebuilds.
Writes go to a temporary file renamed into place. `load_or_build` ties it together and keeps
going in memory when the cache folder cannot be made or written.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import time
import zipfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

import numpy as np
import numpy.typing as npt

from yahtzee_tui import paths

HEADER = "header"
Table = TypeVar("Table")
ArraySpec = tuple[tuple[int, ...], str]  # shape and dtype name


def arrays_digest(arrays: Mapping[str, npt.NDArray[Any]]) -> str:
    digest = hashlib.sha256()
    for name in sorted(arrays):
        digest.update(name.encode())
        digest.update(np.ascontiguousarray(arrays[name]).tobytes())
    return digest.hexdigest()


def write_arrays(
    path: Path,
    header: Mapping[str, Any],
    arrays: Mapping[str, npt.NDArray[Any]],
    compressed: bool = False,
) -> None:
    """Store `arrays` and `header` (plus their checksum) at `path` atomically (compressed for
    a file shipped with the package, where size matters more than the time to read it)."""
    stored = dict(header) | {"sha256": arrays_digest(arrays)}
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        contents: dict[str, Any] = {HEADER: np.frombuffer(json.dumps(stored).encode(), np.uint8)}
        contents.update(arrays)
        with os.fdopen(fd, "wb") as handle:
            (np.savez_compressed if compressed else np.savez)(handle, **contents)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def read_arrays(
    path: Path, expected: Mapping[str, Any], specs: Mapping[str, ArraySpec]
) -> tuple[dict[str, Any], dict[str, npt.NDArray[Any]]] | None:
    """(header, arrays) stored at `path`, or None when missing or not what is expected."""
    try:
        with np.load(path, allow_pickle=False) as archive:
            if set(archive.files) != {HEADER, *specs}:
                return None
            header = json.loads(archive[HEADER].tobytes().decode())
            arrays = {name: archive[name] for name in specs}
    except (OSError, ValueError, EOFError, KeyError, zipfile.BadZipFile, UnicodeDecodeError):
        return None
    if not isinstance(header, dict):
        return None
    if any(header.get(key) != value for key, value in expected.items()):
        return None
    for name, (shape, dtype) in specs.items():
        if arrays[name].shape != shape or arrays[name].dtype != np.dtype(dtype):
            return None
    if header.get("sha256") != arrays_digest(arrays):
        return None
    return header, arrays


@dataclass(frozen=True)
class Loaded(Generic[Table]):
    """A table, where it is stored (None when it is not), and why it is not, if it is not."""

    table: Table
    path: Path | None
    build_seconds: float | None  # None when read from disk
    not_cached: str | None = None


def load_or_build(
    file_name: str,
    read: Callable[[Path], Table | None],
    build: Callable[[], Table],
    write: Callable[[Table, Path], None],
    directory: Path | None = None,
) -> Loaded[Table]:
    """The table in `file_name` under the cache folder, or built (and stored) when missing or bad.

    When the folder cannot be made or the file cannot be written, the built table is still
    returned, with `not_cached` saying why.
    """
    try:
        folder = directory or paths.cache_dir()
    except paths.HomeError as error:
        return _built(build, None, str(error))
    except OSError as error:
        where = f" {error.filename}" if error.filename else ""
        return _built(build, None, f"the cache folder{where} cannot be made ({_reason(error)})")
    path = folder / file_name
    table = read(path)
    if table is not None:
        return Loaded(table, path, None)
    loaded = _built(build, path, None)
    try:
        write(loaded.table, path)
    except OSError as error:
        return Loaded(
            loaded.table, None, loaded.build_seconds, f"{path} cannot be written ({_reason(error)})"
        )
    return loaded


def _built(build: Callable[[], Table], path: Path | None, not_cached: str | None) -> Loaded[Table]:
    start = time.perf_counter()
    table = build()
    return Loaded(table, path, time.perf_counter() - start, not_cached)


def _reason(error: OSError) -> str:
    return error.strerror or str(error)
