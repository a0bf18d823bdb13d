"""Settings: what the user asked for, from ``[tool.fixmp]`` and the command line."""

from __future__ import annotations

import functools
import os
import re
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Dict, Optional, Tuple, Union

from fixmp.parse.guards import DEFAULT_MAX_STEPS
from fixmp.rules import declared_options, option_problem

if TYPE_CHECKING:
    import pathspec

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on Python < 3.11 only
    import tomli as tomllib

# Before 3.14 the Linux default start method is fork; from 3.14 it is forkserver.
FORKSERVER_DEFAULT_FROM = (3, 14)
DEFAULT_TARGET_VERSION = (3, 9)


class ConfigError(ValueError):
    """A configuration that cannot be used; the message names the file and the reason."""


@dataclass(frozen=True)
class Settings:
    select: Tuple[str, ...] = ()  # empty: every rule that is on by default
    extend_select: Tuple[str, ...] = ()
    ignore: Tuple[str, ...] = ()
    exclude: Tuple[str, ...] = ()
    extend_exclude: Tuple[str, ...] = ()  # on top of `exclude` (a shared base configuration keeps its own)
    # (gitignore-style pattern relative to the configuration's folder, codes or prefixes) pairs.
    per_file_ignores: Tuple[Tuple[str, Tuple[str, ...]], ...] = ()
    # Apply ``exclude`` (and the always-skipped folders) to files named explicitly too, as
    # pre-commit and editors name them: without it a named file is always checked.
    force_exclude: bool = False
    unsafe_fixes: bool = False
    # Report findings that rest on an assumption (``Violation.assumed``) too, as ruff's ``--preview`` shows
    # checks not yet trusted by default. Measured on the ecosystem check (docs/ecosystem.md): of 21 findings
    # whose forked child fixmp could not see into, none was a hang or a crash.
    preview: bool = False
    target_version: Tuple[int, int] = DEFAULT_TARGET_VERSION
    # The rules' own options (``Rule.OPTIONS``), as (name, value) pairs: declared by the rules and
    # loaded generically, so no rule's setting is a field here.
    rule_options: Tuple[Tuple[str, str], ...] = ()
    # The folder exclude patterns are relative to (the one holding pyproject.toml).
    root: Optional[Path] = None
    cache_dir: Optional[Path] = None  # from [tool.fixmp]: always inside the project
    # --cache-dir: the person running fixmp may put the cache anywhere (it wins over $FIXMP_CACHE_DIR).
    cache_dir_from_command_line: Optional[Path] = None
    # A file whose analysis takes longer is an error for that file (fixmp/parse/guards.py); 0: no limit.
    max_steps_per_file: int = DEFAULT_MAX_STEPS
    # Keep the results of unchanged files between runs (fixmp/cache.py). Off for the
    # Python API, so that a library call writes nothing; the command line turns it on
    # unless --no-cache.
    cache: bool = False

    def replace(self, **changes: Any) -> "Settings":
        return replace(self, **changes)

    def for_file(self, path: Union[str, Path]) -> "Settings":
        """These settings for one file: ``per-file-ignores`` whose pattern matches it added to ``ignore``."""
        if not self.per_file_ignores:
            return self
        root = Path(os.path.abspath(self.root or Path.cwd()))
        try:
            relative = Path(os.path.abspath(path)).relative_to(root).as_posix()
        except ValueError:
            return self
        codes = tuple(
            code for pattern, pattern_codes in self.per_file_ignores
            if _pattern(pattern).match_file(relative)
            for code in pattern_codes
        )
        return replace(self, ignore=self.ignore + codes) if codes else self

    def with_option(self, name: str, value: str) -> "Settings":
        """These settings with a rule option set (validated by the caller, ``rules.option_problem``)."""
        others = tuple(pair for pair in self.rule_options if pair[0] != name)
        return replace(self, rule_options=tuple(sorted(others + ((name, value),))))

    @property
    def default_start_method(self) -> str:
        return "forkserver" if self.target_version >= FORKSERVER_DEFAULT_FROM else "fork"


@functools.lru_cache(maxsize=256)
def _pattern(pattern: str) -> "pathspec.GitIgnoreSpec":
    """A ``per-file-ignores`` pattern, compiled once for every file it is matched against."""
    import pathspec

    return pathspec.GitIgnoreSpec.from_lines([pattern])


def parse_version(text: str, origin: str) -> Tuple[int, int]:
    match = re.fullmatch(r"\s*(?:py)?3\.?(\d+)\s*", text)
    if not match:
        raise ConfigError(f"{origin}: target-version {text!r} is not a Python 3 version like '3.9' or 'py39'")
    return (3, int(match.group(1)))


def version_from_requires_python(spec: str) -> Optional[Tuple[int, int]]:
    """The oldest 3.x that a ``requires-python`` specifier admits, for the common forms."""
    lower_bounds = re.findall(r"(>=|~=|==|>)\s*3\.(\d+)", spec)
    if not lower_bounds:
        return None
    versions = [(3, int(minor) + (1 if op == ">" else 0)) for op, minor in lower_bounds]
    return max(versions)


def find_pyproject(start: Path) -> Optional[Path]:
    start = start.resolve()
    for folder in (start, *start.parents) if start.is_dir() else start.parents:
        candidate = folder / "pyproject.toml"
        if candidate.is_file():
            return candidate
    return None


def _codes(value: object, origin: str, key: str) -> Tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ConfigError(f"{origin}: [tool.fixmp] {key} must be a list of strings")
    return tuple(value)


def _cache_dir_inside(pyproject: Path, value: object) -> Path:
    """``cache-dir`` of a project's own configuration: a folder inside that project, never elsewhere.

    A repository must not make fixmp write outside it; a cache folder elsewhere is for
    the person running fixmp to choose (``--cache-dir``, ``$FIXMP_CACHE_DIR``).
    """
    if not isinstance(value, str) or not value:
        raise ConfigError(f"{pyproject}: [tool.fixmp] cache-dir must be a folder path (a string)")
    if "\0" in value:
        raise ConfigError(f"{pyproject}: [tool.fixmp] cache-dir must be a folder path, without a NUL character")
    root = pyproject.parent.absolute()
    folder = Path(os.path.normpath(root / value))
    real_root = Path(os.path.realpath(root))
    inside = folder == root or root in folder.parents
    if inside:
        real = Path(os.path.realpath(folder))
        inside = real == real_root or real_root in real.parents
    if not inside:
        raise ConfigError(
            f"{pyproject}: [tool.fixmp] cache-dir {value!r} is outside the project; a project's configuration "
            "may only put the cache inside it (use --cache-dir or $FIXMP_CACHE_DIR for a folder elsewhere)"
        )
    problem = cache_folder_problem(folder, root)
    if problem is not None:
        raise ConfigError(f"{pyproject}: [tool.fixmp] cache-dir {value!r} {problem}")
    return folder


_FIXMP_VERSION_FOLDER = re.compile(r"^[0-9]+(?:\.[0-9]+)*[0-9A-Za-z.+-]*$")


def cache_folder_problem(folder: Path, root: Optional[Path]) -> Optional[str]:
    """Why ``folder`` must not hold fixmp's cache, else None. fixmp marks its cache folder with a
    ``.gitignore`` of ``*``: in the project's root, or in a folder of the project's own files
    (``src``), that would hide them from git and from fixmp's next run. A folder fixmp made (its
    ``CACHEDIR.TAG``), an empty one or a new one is fine."""
    absolute = Path(os.path.abspath(folder))
    if root is not None and absolute == Path(os.path.abspath(root)):
        return "is the project's root; the cache needs a folder of its own (the default is .fixmp_cache)"
    try:
        entries = [entry.name for entry in os.scandir(absolute)]
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError:
        return None  # unreadable: writing there fails later, with its own message
    if all(name in (".gitignore", "CACHEDIR.TAG") or _FIXMP_VERSION_FOLDER.match(name) for name in entries):
        return None  # what fixmp writes there: its marks, and a folder per version of fixmp
    try:
        with open(absolute / "CACHEDIR.TAG", "rb") as tag:
            if b"created by fixmp" in tag.read(4096):
                return None
    except OSError:
        pass
    return ("holds files fixmp did not make; fixmp marks its cache folder with a .gitignore of '*', which "
            "would hide them from git: choose a folder of the cache's own (the default is .fixmp_cache)")


def _table(parent: Dict[str, Any], key: str, name: str, origin: str) -> Dict[str, Any]:
    """``parent[key]`` as a TOML table (absent: empty); a ``ConfigError`` naming the file where it is not one."""
    value = parent.get(key, {})
    if not isinstance(value, dict):
        raise ConfigError(f"{origin}: [{name}] must be a table, not {type(value).__name__} {value!r}")
    return value


def load_settings(pyproject: Optional[Path]) -> Settings:
    """Settings from ``[tool.fixmp]`` of ``pyproject`` (defaults when None or absent)."""
    if pyproject is None:
        return Settings()
    origin = str(pyproject)
    try:
        with open(pyproject, "rb") as handle:
            data = tomllib.load(handle)
    except (OSError, ValueError) as exc:  # TOMLDecodeError and UnicodeDecodeError are ValueErrors
        raise ConfigError(f"{origin}: cannot read configuration: {exc}") from None
    table = _table(_table(data, "tool", "tool", origin), "fixmp", "tool.fixmp", origin)
    settings = Settings(root=pyproject.parent)
    requires_python = _table(data, "project", "project", origin).get("requires-python")
    if isinstance(requires_python, str):
        settings = settings.replace(
            target_version=version_from_requires_python(requires_python) or DEFAULT_TARGET_VERSION
        )
    known = {"select", "extend-select", "ignore", "exclude", "extend-exclude", "per-file-ignores", "force-exclude",
             "unsafe-fixes", "preview", "target-version", "cache-dir", "max-steps-per-file"}
    known |= set(declared_options())
    if "max-seconds-per-file" in table:
        raise ConfigError(f"{origin}: [tool.fixmp] max-seconds-per-file is gone: the budget is a count of analysis "
                          "steps (max-steps-per-file), so that a verdict never depends on how busy the machine is")
    unknown = set(table) - known
    if unknown:
        raise ConfigError(f"{origin}: unknown [tool.fixmp] keys: {', '.join(sorted(unknown))}")
    changes: Dict[str, object] = {}
    for key in ("select", "extend-select", "ignore", "exclude", "extend-exclude"):
        if key in table:
            values = _codes(table[key], origin, key)
            # Rule codes are case-insensitive, as on the command line; exclude patterns are paths.
            paths = key.endswith("exclude")
            changes[key.replace("-", "_")] = values if paths else tuple(v.upper() for v in values)
    if "per-file-ignores" in table:
        ignores = table["per-file-ignores"]
        if not isinstance(ignores, dict):
            raise ConfigError(f'{origin}: [tool.fixmp] per-file-ignores must be a table of "pattern" = ["CODE", ...]')
        changes["per_file_ignores"] = tuple(
            (pattern, tuple(code.upper() for code in _codes(codes, origin, f"per-file-ignores {pattern!r}")))
            for pattern, codes in ignores.items()
        )
    for key in ("unsafe-fixes", "force-exclude", "preview"):
        if key in table:
            if not isinstance(table[key], bool):
                raise ConfigError(f"{origin}: [tool.fixmp] {key} must be true or false")
            changes[key.replace("-", "_")] = table[key]
    if "target-version" in table:
        changes["target_version"] = parse_version(str(table["target-version"]), origin)
    for name in sorted(set(table) & set(declared_options())):
        problem = option_problem(name, table[name])
        if problem is not None:
            raise ConfigError(f"{origin}: [tool.fixmp] {problem}")
        settings = settings.with_option(name, table[name])
    if "cache-dir" in table:
        changes["cache_dir"] = _cache_dir_inside(pyproject, table["cache-dir"])
    if "max-steps-per-file" in table:
        steps = table["max-steps-per-file"]
        if isinstance(steps, bool) or not isinstance(steps, int) or steps < 0:
            raise ConfigError(f"{origin}: [tool.fixmp] max-steps-per-file must be a whole number of analysis "
                              "steps (0: no limit)")
        changes["max_steps_per_file"] = steps
    return settings.replace(**changes)


class Configurations:
    """The settings of each file, as ruff finds them: from the nearest ``pyproject.toml`` above the file
    that has a ``[tool.fixmp]`` table (else the nearest ``pyproject.toml``, for its ``requires-python``),
    with the command line's changes on top. Which paths are given, and in what order, changes nothing.

    Each ``pyproject.toml`` is read once; a folder's answer is remembered. A configuration
    that cannot be used raises ``ConfigError`` for the files it applies to.
    """

    def __init__(self, adjust: Callable[[Settings], Settings] = lambda settings: settings):
        self._adjust = adjust
        self._found: Dict[Path, Tuple[Optional[Path], Optional[Path]]] = {}
        self._has_table: Dict[Path, bool] = {}
        self._settings: Dict[Optional[Path], Settings] = {}

    def for_path(self, path: Path) -> Settings:
        """The settings for a file, or for the files under a folder."""
        absolute = Path(os.path.abspath(path))
        folder = absolute if absolute.is_dir() else absolute.parent
        pyproject = self._pyproject_for(folder)
        if pyproject not in self._settings:
            self._settings[pyproject] = self._adjust(load_settings(pyproject))
        return self._settings[pyproject]

    def replaced(self, **changes: Any) -> "Configurations":
        """These configurations with ``changes`` on top of every file's settings (what a command line does)."""
        adjust = self._adjust
        return Configurations(lambda loaded: adjust(loaded).replace(**changes))

    def _pyproject_for(self, folder: Path) -> Optional[Path]:
        with_table, nearest = self._lookup(folder)
        return with_table or nearest

    def _lookup(self, folder: Path) -> Tuple[Optional[Path], Optional[Path]]:
        """The nearest ``pyproject.toml`` at or above ``folder`` with a ``[tool.fixmp]`` table, and the nearest at all."""
        if folder not in self._found:
            candidate = folder / "pyproject.toml"
            here = candidate if candidate.is_file() else None
            if here is not None and self._declares_fixmp(here):
                self._found[folder] = (here, here)
            else:
                above = (None, None) if folder.parent == folder else self._lookup(folder.parent)
                self._found[folder] = (above[0], here or above[1])
        return self._found[folder]

    def _declares_fixmp(self, pyproject: Path) -> bool:
        if pyproject not in self._has_table:
            try:
                with open(pyproject, "rb") as handle:
                    data = tomllib.load(handle)
            except (OSError, ValueError) as exc:  # TOMLDecodeError and UnicodeDecodeError are ValueErrors
                raise ConfigError(f"{pyproject}: cannot read configuration: {exc}") from None
            tool = data.get("tool")
            self._has_table[pyproject] = isinstance(tool, dict) and "fixmp" in tool
        return self._has_table[pyproject]


def with_option(
    settings: "Union[Settings, Configurations]", name: str, value: str
) -> "Union[Settings, Configurations]":
    """``settings`` with a rule option set, for every file when they are each file's configuration's."""
    if isinstance(settings, Configurations):
        adjust = settings._adjust
        return Configurations(lambda loaded: adjust(loaded).with_option(name, value))
    return settings.with_option(name, value)


def with_changes(
    settings: "Union[Settings, Configurations]", **changes: Any
) -> "Union[Settings, Configurations]":
    """``settings`` with ``changes`` on top, for every file when they are each file's configuration's."""
    return settings.replaced(**changes) if isinstance(settings, Configurations) else settings.replace(**changes)


def settings_for_file(settings: "Union[Settings, Configurations]", path: Union[str, Path]) -> Settings:
    """The settings that apply to the file at ``path``: ``settings``, or its configuration's, with the
    ``per-file-ignores`` that match it."""
    chosen = settings.for_path(Path(path)) if isinstance(settings, Configurations) else settings
    return chosen.for_file(path)
