#!/usr/bin/env python3
"""fixmp's ecosystem check, in the style of ruff's ruff-ecosystem.

A pinned list of public repositories that start processes next to torch
(repositories.json), a verdict on every finding today's fixmp makes on them
(verdicts.json), and four commands:

    python benchmarks/ecosystem/check.py prepare --checkouts /tmp/ecosystem/checkouts [--mirrors DIR]
    python benchmarks/ecosystem/check.py run --checkouts /tmp/ecosystem/checkouts --out /tmp/ecosystem/results.json
    python benchmarks/ecosystem/check.py compare --results /tmp/ecosystem/results.json
    python benchmarks/ecosystem/check.py table --results /tmp/ecosystem/results.json

`prepare` needs git (and the network, unless --mirrors names local bare
mirrors); `run` needs only the fixmp of the tree this script lives in.  Nothing
from a scanned repository is ever imported or run: fixmp reads the files, from
a temporary working directory, and that is all.

Standard library only.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path, PurePosixPath
from typing import Any, TypedDict

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
REPOSITORIES = HERE / "repositories.json"
VERDICTS = HERE / "verdicts.json"
VERDICT_NAMES = {"T": "true on Linux today (fork)", "S": "true under spawn/forkserver only", "F": "false"}
DEFAULT_TIMEOUT_S = 600


class Repository(TypedDict):
    name: str
    url: str
    commit: str
    why: str


class Finding(TypedDict):
    repository: str
    path: str
    line: int
    code: str
    message: str


class RepositoryResult(TypedDict):
    repository: str
    commit: str
    status: str  # "ok" (exit 0 or 1), "error" (any other exit), "timeout", "missing"
    exit_status: int | None
    files_scanned: int | None
    findings: int
    errors: list[str]
    cpu_s: float
    wall_s: float


class Verdict(TypedDict):
    repository: str
    path: str
    line: int
    code: str
    verdict: str
    reason: str


Key = tuple[str, str, int, str]


def load_repositories() -> list[Repository]:
    repositories: list[Repository] = json.loads(REPOSITORIES.read_text())
    for repository in repositories:
        commit = repository["commit"]
        if len(commit) != 40 or any(c not in "0123456789abcdef" for c in commit):
            raise SystemExit(f"{repository['name']}: commit {commit!r} is not 40 hex digits")
    return repositories


def folder_name(name: str) -> str:
    """owner/name -> owner+name, the checkout's (and the mirror's) folder."""
    return name.replace("/", "+")


def git(git_dir: Path, *args: str, stdin: bytes | None = None) -> bytes:
    done = subprocess.run(
        ["git", f"--git-dir={git_dir}", *args],
        input=stdin,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"git {' '.join(args)}: {done.stderr.decode(errors='replace').strip()}")
    return done.stdout


# --- prepare -----------------------------------------------------------------


def find_mirror(mirrors: Path, name: str) -> Path:
    """The bare git directory somewhere inside mirrors/owner+name/."""
    top = mirrors / folder_name(name)
    for candidate in [top, *sorted(p.parent for p in top.rglob("HEAD"))]:
        if (candidate / "objects").is_dir() and (candidate / "HEAD").is_file():
            return candidate
    raise FileNotFoundError(f"no bare git directory under {top}")


def clone(cache: Path, repository: Repository) -> Path:
    """A bare repository under cache/ holding the pinned commit, fetched from its URL."""
    git_dir = cache / f"{folder_name(repository['name'])}.git"
    if not git_dir.is_dir():
        subprocess.run(["git", "init", "--quiet", "--bare", str(git_dir)], check=True)
    try:
        git(git_dir, "cat-file", "-e", f"{repository['commit']}^{{commit}}")
    except RuntimeError:
        try:  # GitHub serves a commit by its hash
            git(git_dir, "fetch", "--quiet", "--depth", "1", "--no-tags", repository["url"], repository["commit"])
        except RuntimeError:
            git(git_dir, "fetch", "--quiet", "--no-tags", repository["url"], "+refs/heads/*:refs/heads/*")
    return git_dir


def safe_relative(path: str) -> PurePosixPath | None:
    pure = PurePosixPath(path)
    if pure.is_absolute() or any(part in ("..", ".git", "") for part in pure.parts):
        return None
    return pure


def extract(git_dir: Path, commit: str, dest: Path) -> tuple[int, int, int]:
    """Write the commit's regular files under dest; symlinks, submodules and
    blobs the mirror lacks (a snapshot may leave out large files) are skipped.
    Returns (written, skipped links and submodules, missing blobs)."""
    listing = git(git_dir, "ls-tree", "-r", "-z", "--full-tree", commit)
    blobs: list[tuple[str, str, PurePosixPath]] = []
    skipped = 0
    for entry in listing.split(b"\0"):
        if not entry:
            continue
        meta, _, raw_path = entry.partition(b"\t")
        mode, kind, sha = meta.decode().split()
        relative = safe_relative(raw_path.decode("utf-8", errors="surrogateescape"))
        if kind != "blob" or mode not in ("100644", "100755") or relative is None:
            skipped += 1  # 120000 symlink, 160000 submodule, or an unsafe name
            continue
        blobs.append((mode, sha, relative))
    written = missing = 0
    reader = subprocess.Popen(
        ["git", f"--git-dir={git_dir}", "cat-file", "--batch"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    )
    assert reader.stdin is not None and reader.stdout is not None
    try:
        for mode, sha, relative in blobs:
            reader.stdin.write(f"{sha}\n".encode())
            reader.stdin.flush()
            header = reader.stdout.readline().decode().split()
            if len(header) != 3 or header[1] != "blob":
                missing += 1
                continue
            content = reader.stdout.read(int(header[2]))
            reader.stdout.read(1)  # the newline after the content
            target = dest.joinpath(*relative.parts)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(content)
            if mode == "100755":
                target.chmod(0o755)
            written += 1
    finally:
        reader.stdin.close()
        reader.wait()
    return written, skipped, missing


def prepare(checkouts: Path, mirrors: Path | None) -> int:
    checkouts.mkdir(parents=True, exist_ok=True)
    failures = 0
    for repository in load_repositories():
        name, commit = repository["name"], repository["commit"]
        dest = checkouts / folder_name(name)
        stamp = checkouts / f"{folder_name(name)}.commit"
        if dest.is_dir() and stamp.is_file() and stamp.read_text().strip() == commit:
            print(f"{name}: already at {commit[:12]}")
            continue
        if dest.exists():
            print(f"{name}: {dest} is not at {commit[:12]}; remove it and run prepare again", file=sys.stderr)
            failures += 1
            continue
        try:
            git_dir = find_mirror(mirrors, name) if mirrors else clone(checkouts / ".git-cache", repository)
            partial = checkouts / f".{folder_name(name)}.partial"
            if partial.exists():
                raise RuntimeError(f"{partial} is left from an earlier run; remove it")
            written, skipped, missing = extract(git_dir, commit, partial)
            partial.rename(dest)
            stamp.write_text(commit + "\n")
        except (OSError, RuntimeError) as error:
            print(f"{name}: {error}", file=sys.stderr)
            failures += 1
            continue
        print(f"{name}: {commit[:12]}, {written} files ({skipped} links/submodules skipped, {missing} blobs missing)")
    return 1 if failures else 0


# --- run ---------------------------------------------------------------------


def fixmp_commit() -> str:
    """HEAD of the tree whose fixmp runs, +dirty when fixmp/ has changes; for an
    exported tree (git archive), $FIXMP_COMMIT names it."""
    done = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        return os.environ.get("FIXMP_COMMIT", "unknown")
    commit = done.stdout.strip()
    dirty = subprocess.run(
        ["git", "-C", str(ROOT), "status", "--porcelain", "--", "fixmp"],
        capture_output=True,
        text=True,
        check=False,
    ).stdout.strip()
    return commit + ("+dirty" if dirty else "")


def children_cpu_s() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def check_one(repository: Repository, checkout: Path, timeout_s: int, niceness: int) -> tuple[RepositoryResult, list[Finding]]:
    result: RepositoryResult = {
        "repository": repository["name"],
        "commit": repository["commit"],
        "status": "missing",
        "exit_status": None,
        "files_scanned": None,
        "findings": 0,
        "errors": [],
        "cpu_s": 0.0,
        "wall_s": 0.0,
    }
    if not checkout.is_dir():
        return result, []
    command = [sys.executable, "-m", "fixmp", "check", "--no-cache", "--jobs", "1", "--format", "json", str(checkout)]
    if niceness:
        command = ["nice", "-n", str(niceness), *command]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    with tempfile.TemporaryDirectory(prefix="fixmp-ecosystem-") as cwd:
        cpu_before, wall_before = children_cpu_s(), time.monotonic()
        try:
            done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout_s)
        except subprocess.TimeoutExpired:
            done = None
        result["wall_s"] = round(time.monotonic() - wall_before, 2)
        result["cpu_s"] = round(children_cpu_s() - cpu_before, 2)
        if done is None:
            result["status"] = "timeout"
            return result, []
        result["exit_status"] = done.returncode
        result["status"] = "ok" if done.returncode in (0, 1) else "error"
        try:
            report: dict[str, Any] = json.loads(done.stdout)
        except json.JSONDecodeError:
            result["errors"] = [done.stderr.strip()[-2000:]]
            result["status"] = "error"
            return result, []
        root = checkout.resolve()
        findings: list[Finding] = []
        for item in report.get("findings", []):
            path = (Path(cwd) / item["path"]).resolve()
            findings.append(
                {
                    "repository": repository["name"],
                    "path": path.relative_to(root).as_posix(),
                    "line": int(item["line"]),
                    "code": str(item["code"]),
                    "message": str(item["message"]),
                }
            )
        result["files_scanned"] = report.get("files_scanned")
        result["findings"] = len(findings)
        result["errors"] = [json.dumps(error) if not isinstance(error, str) else error for error in report.get("errors", [])]
    findings.sort(key=lambda f: (f["path"], f["line"], f["code"]))
    return result, findings


def run(checkouts: Path, out: Path | None, only: list[str], timeout_s: int, niceness: int) -> int:
    repositories = [r for r in load_repositories() if not only or r["name"] in only]
    commit = fixmp_commit()
    results: list[RepositoryResult] = []
    findings: list[Finding] = []
    for repository in repositories:
        result, found = check_one(repository, checkouts / folder_name(repository["name"]), timeout_s, niceness)
        results.append(result)
        findings.extend(found)
        print(
            f"{repository['name']}: {result['status']}, {result['files_scanned']} files, "
            f"{result['findings']} findings, {result['cpu_s']:.1f} s CPU, {result['wall_s']:.1f} s",
            file=sys.stderr,
        )
    document = {"fixmp_commit": commit, "repositories": results, "findings": findings}
    text = json.dumps(document, indent=2) + "\n"
    if out:
        out.write_text(text)
    else:
        sys.stdout.write(text)
    return 0


# --- compare and table -------------------------------------------------------


def key_of(item: Finding | Verdict) -> Key:
    return (item["repository"], item["path"], item["line"], item["code"])


def load_results(path: Path) -> dict[str, Any]:
    results: dict[str, Any] = json.loads(path.read_text())
    return results


def load_verdicts() -> tuple[dict[Key, Verdict], list[dict[str, Any]]]:
    document = json.loads(VERDICTS.read_text())
    verdicts: dict[Key, Verdict] = {}
    for verdict in document["verdicts"]:
        if verdict["verdict"] not in VERDICT_NAMES:
            raise SystemExit(f"{key_of(verdict)}: verdict {verdict['verdict']!r} is not one of T, S, F")
        verdicts[key_of(verdict)] = verdict
    misses: list[dict[str, Any]] = document.get("misses", [])
    return verdicts, misses


def show(key: Key) -> str:
    repository, path, line, code = key
    return f"{repository}:{path}:{line} {code}"


def compare(results_path: Path) -> int:
    results = load_results(results_path)
    verdicts, _ = load_verdicts()
    findings: list[Finding] = results["findings"]
    checked = {r["repository"] for r in results["repositories"] if r["status"] == "ok"}
    found = {key_of(f): f for f in findings}
    new = [f for k, f in found.items() if k not in verdicts]
    gone = [v for k, v in verdicts.items() if k not in found and v["repository"] in checked]
    false = [verdicts[k] for k in found if k in verdicts and verdicts[k]["verdict"] == "F"]
    not_ok = [r for r in results["repositories"] if r["status"] != "ok"]

    print(f"fixmp {results['fixmp_commit']}: {len(results['repositories'])} repositories, {len(findings)} findings")
    for r in not_ok:
        print(f"  not checked: {r['repository']}: {r['status']} (exit {r['exit_status']})")
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    for k in found:
        counts[k[3]][verdicts[k]["verdict"] if k in verdicts else "new"] += 1
    print("\nper rule:  T  S  F  new")
    for code in sorted(counts):
        c = counts[code]
        print(f"  {code}: {c['T']:2} {c['S']:2} {c['F']:2} {c['new']:3}")
    print(f"\nnew findings, no verdict ({len(new)}):")
    for f in new:
        print(f"  {show(key_of(f))}: {f['message']}")
    print(f"\nverdicts whose finding is gone ({len(gone)}):")
    for v in gone:
        print(f"  {show(key_of(v))} [{v['verdict']}]: {v['reason']}")
    print(f"\nfindings judged false ({len(false)}):")
    for v in false:
        print(f"  {show(key_of(v))}: {v['reason']}")
    return 1 if new or false else 0


def table(results_path: Path) -> int:
    results = load_results(results_path)
    verdicts, misses = load_verdicts()
    repositories = {r["name"]: r for r in load_repositories()}
    per: dict[str, Counter[str]] = defaultdict(Counter)
    for f in results["findings"]:
        per[f["repository"]][verdicts[key_of(f)]["verdict"] if key_of(f) in verdicts else "?"] += 1
    print("| repository | commit | files | findings | T | S | F | unjudged | CPU s | wall s | status |")
    print("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|---|")
    total: Counter[str] = Counter()
    for r in results["repositories"]:
        name, c = r["repository"], per[r["repository"]]
        url = repositories[name]["url"] if name in repositories else f"https://github.com/{name}"
        print(
            f"| [{name}]({url}) | `{r['commit'][:7]}` | {r['files_scanned'] or 0} | {r['findings']} | "
            f"{c['T']} | {c['S']} | {c['F']} | {c['?']} | {r['cpu_s']:.1f} | {r['wall_s']:.1f} | {r['status']} |"
        )
        total.update(c)
        total["files"] += r["files_scanned"] or 0
        total["findings"] += r["findings"]
        total["cpu"] += round(r["cpu_s"])
    print(
        f"| **{len(results['repositories'])} repositories** | | {total['files']} | {total['findings']} | "
        f"{total['T']} | {total['S']} | {total['F']} | {total['?']} | {total['cpu']} | | |"
    )
    print("\n| finding | code | verdict | reason |")
    print("|---|---|---|---|")
    for f in results["findings"]:
        v = verdicts.get(key_of(f))
        where = f"{f['repository']}:`{f['path']}:{f['line']}`"
        print(f"| {where} | {f['code']} | {v['verdict'] if v else '?'} | {v['reason'] if v else ''} |".replace("\n", " "))
    if misses:
        print("\n| miss | reason |")
        print("|---|---|")
        for m in misses:
            print(f"| {m['repository']}:`{m['path']}:{m['line']}` | {m['reason']} |")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    p = commands.add_parser("prepare", help="check out every repository at its pinned commit")
    p.add_argument("--checkouts", type=Path, required=True, help="folder for owner+name checkouts")
    p.add_argument("--mirrors", type=Path, help="local bare mirrors, MIRRORS/owner+name/... (no network)")
    r = commands.add_parser("run", help="run this tree's fixmp on every checkout")
    r.add_argument("--checkouts", type=Path, required=True)
    r.add_argument("--out", type=Path, help="results file (default: standard output)")
    r.add_argument("--only", action="append", default=[], help="only this owner/name (repeatable)")
    r.add_argument("--timeout", type=int, default=DEFAULT_TIMEOUT_S, help="seconds per repository")
    r.add_argument("--nice", type=int, default=10, help="niceness for fixmp (0: none)")
    c = commands.add_parser("compare", help="compare results with verdicts.json; exit 1 on unjudged or false findings")
    c.add_argument("--results", type=Path, required=True)
    t = commands.add_parser("table", help="print the Markdown tables for docs/ecosystem.md")
    t.add_argument("--results", type=Path, required=True)
    args = parser.parse_args(argv)
    if args.command == "prepare":
        return prepare(args.checkouts.resolve(), args.mirrors.resolve() if args.mirrors else None)
    if args.command == "run":
        return run(args.checkouts.resolve(), args.out, args.only, args.timeout, args.nice)
    if args.command == "compare":
        return compare(args.results)
    return table(args.results)


if __name__ == "__main__":
    sys.exit(main())
