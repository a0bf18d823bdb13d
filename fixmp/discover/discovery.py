"""Which files to look at: Python files under the given paths, less what should never be touched."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Callable, Dict, List, Optional, Sequence, Set, Tuple, Union

import pathspec

from fixmp.discover.config import ConfigError, Settings
from fixmp.model import FileError

# Folders that are no part of a program: version control, environments, caches. `fix --verify`'s
# copies of a project leave them out too (fixmp/prove/proof.py).
NOT_PROGRAM_FOLDERS = frozenset({
    ".git", ".hg", ".svn", ".tox", ".nox", ".venv", "venv", "__pycache__", ".mypy_cache",
    ".pytest_cache", ".ruff_cache", ".fixmp_cache",
})
# Folders that never hold the user's own source: the above, and build output and installed packages
# (which a program may still need at run time, so a proof's copy keeps them).
SKIPPED_FOLDERS = NOT_PROGRAM_FOLDERS | {".eggs", "node_modules", "build", "dist", "site-packages"}


def display_path(path: Path) -> str:
    """The path as the user would write it: relative to the current folder where it lies below it."""
    try:
        relative = os.path.relpath(path)
    except ValueError:  # another drive on Windows
        return str(path)
    return relative if not relative.startswith("..") else str(path)


def _is_environment(folder: Path) -> bool:
    try:
        return (folder / "pyvenv.cfg").is_file()
    except OSError:  # a folder that cannot be entered: os.walk reports it
        return False


class _IgnoreRules:
    """``.gitignore`` files met on the way down, and the configured excludes."""

    def __init__(self, settings: Settings):
        self.excludes = (
            pathspec.GitIgnoreSpec.from_lines(settings.exclude + settings.extend_exclude)
            if settings.exclude or settings.extend_exclude else None
        )
        self.exclude_root = (settings.root or Path.cwd()).resolve()
        self.gitignores: Dict[Path, pathspec.GitIgnoreSpec] = {}

    def load_gitignore(self, folder: Path) -> None:
        ignore_file = folder / ".gitignore"
        if ignore_file.is_file():
            if ignore_file.stat().st_size > MAX_GITIGNORE_BYTES:
                # Read whole, a huge one would cost its size in memory: a folder fixmp cannot
                # know the ignored files of is an error, not a guess.
                raise OSError(0, f"its .gitignore is over {MAX_GITIGNORE_BYTES // 2**20} MiB, more than fixmp reads",
                              str(folder))
            try:
                lines = ignore_file.read_text(encoding="utf-8", errors="replace").splitlines()
            except OSError:
                return
            self.gitignores[folder] = pathspec.GitIgnoreSpec.from_lines(lines)

    def ignored(self, path: Path, is_dir: bool) -> bool:
        suffix = "/" if is_dir else ""
        if self.excludes is not None:
            # Compared in real paths, as the root is: a project reached through a link
            # (or `..`) still matches its patterns.
            resolved = path.resolve() if path.is_symlink() else Path(os.path.realpath(path.absolute().parent)) / path.name
            try:
                relative = resolved.relative_to(self.exclude_root).as_posix()
            except ValueError:
                relative = None
            if relative and self.excludes.match_file(relative + suffix):
                return True
        for folder, spec in self.gitignores.items():
            try:
                relative = path.absolute().relative_to(folder).as_posix()
            except ValueError:
                continue
            if spec.match_file(relative + suffix):
                return True
        return False

    def excluded_with_folders(self, path: Path) -> bool:
        """A file named explicitly, under ``force-exclude``: excluded itself, or in an excluded folder."""
        # The real folder (`..` and links resolved, as the root is), the file's own name kept.
        folder = Path(os.path.realpath(path.absolute().parent))
        try:
            folders = folder.relative_to(self.exclude_root).parts
        except ValueError:
            folders = ()  # outside the project, where no pattern applies
        if any(name in SKIPPED_FOLDERS or name.endswith(".egg-info") for name in folders):
            return True
        if self.excludes is None:
            return False
        if self.ignored(folder / path.name, is_dir=False):
            return True
        return any(self.excludes.match_file("/".join(folders[:depth]) + "/") for depth in range(1, len(folders) + 1))


def _not_a_file_reason(path: Path) -> str:
    if path.is_symlink() and not path.exists():
        return "a symbolic link to nothing (a loop, or a missing target); not followed"
    return "not a regular file (a FIFO, socket or device); not read"


# The largest .gitignore read (real ones are a few KiB; the Linux kernel's largest is under 10 KiB).
MAX_GITIGNORE_BYTES = 2**20


def discover(
    paths: Sequence[Path],
    settings: Union[Settings, Callable[[Path], Settings]],
    on_found: Optional[Callable[[int], None]] = None,
) -> Tuple[List[Path], List[FileError]]:
    """Every ``.py``/``.pyi`` file under ``paths``, sorted, once each; errors for paths that do not exist.

    A file named explicitly is always taken (as ruff does), unless ``force_exclude``
    and ``exclude`` or an always-skipped folder covers it; folders are walked
    without following symbolic links, so a link loop cannot trap the walk and a
    link cannot lead outside the given tree. ``settings`` may be a function giving
    each path's own (``Configurations.for_path``): each given path is walked with
    the excludes of its configuration.
    """
    found: List[Path] = []
    seen: Set[Path] = set()  # each file resolved, so that one reached twice is taken once
    errors: List[FileError] = []
    rules_by_settings: Dict[Settings, _IgnoreRules] = {}
    for given in paths:
        given = Path(given)
        try:
            given_settings = settings(given) if callable(settings) else settings
        except ConfigError as exc:
            errors.append(FileError(display_path(given), str(exc)))
            continue
        if given_settings not in rules_by_settings:
            rules_by_settings[given_settings] = _IgnoreRules(given_settings)
        try:
            _walk(given, given_settings, rules_by_settings[given_settings], found, seen, errors, on_found)
        except OSError as exc:  # a path that cannot be looked at (a folder above it without permission)
            errors.append(FileError(display_path(given), f"cannot read: {exc.strerror or exc}"))
    return found, errors


def _walk(given: Path, settings: Settings, rules: "_IgnoreRules", found: List[Path], seen: Set[Path],
          errors: List[FileError], on_found: Optional[Callable[[int], None]] = None) -> None:
    """Add the files ``given`` names or holds; a folder or file that cannot be read is an error, and the walk goes on."""
    def take(path: Path, real: Optional[Path] = None) -> None:
        """``real``: the file's resolved path where the caller knows it (a plain file in a folder whose
        resolved path it has), saving a ``resolve`` (a system call per part of the path) per file."""
        key = real if real is not None else path.resolve()
        if key not in seen:
            seen.add(key)
            found.append(path)
            if on_found is not None:
                on_found(len(found))

    if not given.exists() and not given.is_symlink():
        errors.append(FileError(str(given), "no such file or folder"))
        return
    if given.is_file():
        if not (settings.force_exclude and rules.excluded_with_folders(given)):
            take(given)
        return
    if not given.is_dir():
        errors.append(FileError(str(given), _not_a_file_reason(given)))
        return

    def unreadable_folder(exc: OSError) -> None:
        folder = Path(exc.filename) if exc.filename else given
        errors.append(FileError(
            display_path(folder), f"cannot read this folder: {exc.strerror or exc}; the files in it were not checked"
        ))

    for folder, subfolders, filenames in os.walk(given, followlinks=False, onerror=unreadable_folder):
        folder_path = Path(folder)
        real_folder = Path(os.path.realpath(folder))
        try:
            rules.load_gitignore(folder_path.absolute())
        except OSError as exc:
            unreadable_folder(exc)
            subfolders[:] = []
            continue

        def walked_into(name: str) -> bool:
            subfolder = folder_path / name
            if name in SKIPPED_FOLDERS or name.endswith(".egg-info"):
                return False
            try:
                return not (_is_environment(subfolder) or subfolder.is_symlink() or rules.ignored(subfolder, True))
            except OSError as exc:  # the folder can be listed but not entered
                unreadable_folder(exc)
                return False

        subfolders[:] = sorted(name for name in subfolders if walked_into(name))
        for name in sorted(filenames):
            if not name.endswith((".py", ".pyi")):
                continue
            path = folder_path / name
            try:
                real: Optional[Path] = real_folder / name
                if path.is_symlink():
                    # A link may point outside the tree or nowhere: follow only links that stay inside.
                    try:
                        target = path.resolve(strict=True)
                        target.relative_to(given.resolve())
                    except (OSError, ValueError, RuntimeError):
                        continue
                    real = target
                if rules.ignored(path, is_dir=False):
                    continue
                if not path.is_file():
                    # A FIFO would block the read forever; a socket or device is not source either.
                    errors.append(FileError(display_path(path), _not_a_file_reason(path)))
                    continue
                take(path, real)
            except OSError as exc:
                errors.append(FileError(display_path(path), f"cannot read: {exc.strerror or exc}"))
