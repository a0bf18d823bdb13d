from __future__ import annotations

from collections import defaultdict
from typing import Dict, FrozenSet, Iterable, Iterator, List, Optional, Sequence, Set, Tuple

import libcst as cst

from fixmp.rule import (
    INITIALIZER_POSITIONS,
    SAFE,
    UNSAFE,
    ChildUse,
    Classify,
    Evidence,
    ExecutionPath,
    FixAvailability,
    FixOutcome,
    Invalid,
    Option,
    ParallelKnowledge,
    ProcessKind,
    ProcessSite,
    Rule,
    RuleContext,
    Valid,
    Violation,
    call_arg,
    children_pinned_at_import,
    defer_fix,
    driver_block,
    fork_hook_fix,
    late_omp_assignment,
    late_omp_on_path,
    parent_single_threaded_first,
    program_starts_to_report,
    sets_single_thread,
    single_thread_child_fix,
    single_threaded_first,
    spawn_context_fix,
)

# A start that hangs: the site, the parallel work before it, what the child does with torch,
# and an OMP_NUM_THREADS assignment that came too late (if one did).
Hazard = Tuple[ProcessSite, List[Evidence], ChildUse, Optional[cst.CSTNode]]


class ParallelWorkBeforeFork(Rule):
    """
    ## What it does
    Finds processes started with fork (`Process`, `Pool`, `ProcessPoolExecutor`,
    `torch.multiprocessing` and `os.fork()` in a pre-fork server) after the parent
    ran intra-op-parallel CPU work. A `ProcessPoolExecutor` starts its workers at
    its first `submit` or `map`, so the parent's work inside `with
    ProcessPoolExecutor() as ex:` before that counts too.

    Finds processes started with the `fork` start method after the parent ran
    intra-op-parallel CPU work, where the child does torch work too.

    Parallel work is: `torch.nn.init.orthogonal_`, `torch.linalg.*`, `matmul` /
    `@` / `mm` / `bmm` / `einsum` and other linear algebra, `conv*d`, tensor
    factories that fill more than 32,768 elements (the parallel grain) with
    literal sizes, `share_memory()` / `share_memory_()` unless every tensor it
    copies is known to be at most 32 KiB (a model of this module whose layers
    have literal sizes, a literal-size tensor) or the model is one a caller hands
    over (a parameter, or a `self` attribute set from one: its size is decided
    where a caller passes it, and counted there); element-wise operators (`x * 2`,
    `-x`, `x += y`), element-wise methods and copies (`x.exp()`, `x.clone()`,
    `x.zero_()`, `torch.tanh(x)`) and reductions (`x.sum()`, `x.mean(0)`,
    `x.std(0)`, `x.norm()`) on a tensor of more than 32,768 elements; and a
    forward through a `torch.nn.Linear` or a model class of this module (its
    `Linear` layers, in `nn.Sequential` too) or `F.linear` on an input whose rows
    make a parallel matmul. Sizes are known from literal sizes and from names bound
    once, at the top of this module or of a project module they are imported from, to
    an integer (`DIM = 512`, `from config import DIM`, `from common import *`): a name is followed
    to its values, and through transposes (`w.T`, `w.t()`), element-wise
    arithmetic, matmuls, reductions over a literal dimension, `torch.stack` /
    `torch.cat` of known parts, a layer's `weight` / `bias` (`lin.weight`,
    `model.fc.weight`, from `self.fc = nn.Linear(64, 64)`) and a `Linear`'s
    output. A matmul whose operands both have known sizes is parallel as measured
    (see Why): a 16x16 one is not, nor a one-row one under 256 columns. This work counts wherever the
    parent runs it: on the path, in the functions of this module it calls (up to
    16 calls deep), in methods of this module's objects (`trainer.setup()`), in functions
    defined in the driver, and in the `__init__` of a class it constructs. The
    path and start-method logic are FMP001's.

    It stays silent when the child's target calls `torch.set_num_threads(1)` before
    its first torch work (or a pool's `initializer` does, `initializer=torch.set_num_threads,
    initargs=(1,)` included), when the parent calls
    `torch.set_num_threads(1)` before the work, when `os.environ["OMP_NUM_THREADS"]
    = "1"` is set before `import torch` (in this file, at the top of a project module
    this file imports before torch, such as a package `__init__`, or in a function of
    any module the program runs before torch is first imported, lazily in a function
    too), and when the start method is `spawn` or `forkserver`. Setting `OMP_NUM_THREADS` after `import torch` does not help (the
    OpenMP runtime read it already); the message says so.

    This is a heuristic, and sizes that are not literals decide what it reports.
    A matmul or linear-algebra call on a tensor of unknown size counts as
    parallel (as before: they mostly are; a 16x16 one is not). Element-wise work,
    reductions and forwards on tensors of unknown size do **not** count: in RL
    code the parent does small-tensor arithmetic everywhere (`reward * gamma`,
    `loss.item()`, normalising an episode's returns) and acts on one observation
    at a time (a one-row forward through a layer 64 wide is serial on every CPU
    measured).
    Measured on 12 safe programs written for it (RL and data-preparation
    parents, each run to confirm it finishes) and 8 hazards whose sizes are not
    all literal (each run to confirm it hangs): counting forwards of unknown
    size would add 3 false alarms (the three one-row policy calls) for 2 more
    hazards found (a batch from a generator, a test set from a loader); staying
    silent costs no new false alarm and misses those, plus normalising data of
    unknown size.

    Across modules, the parent's code is evaluated with the values it holds
    (`fixmp.analysis.effects`): functions, methods and constructors of other
    modules are followed with the arguments the caller passes or their defaults,
    imported modules' top levels run once in import order, and a start inside
    another module's function counts the work that function runs before it with
    the caller's values (`train(Net())` sharing the model it is given). The
    child's side is read the same way where its module shows no torch call: a
    child that calls a method of what the caller hands it (`ds.batch()`) does
    the work of the caller's class, at the sizes it holds. A finding about a
    `Process` points at its `.start()`, where the fork happens, and one about a
    `ProcessPoolExecutor` at its first task, where its workers fork (a `# noqa`
    on the constructor's line still silences it).

    A `DataLoader` with `num_workers` forks its workers at each pass over it;
    torch's worker loop pins each to one thread, so they are safe after the
    parent's work unless the `worker_init_fn` (or the dataset) raises the thread
    count again before parallel work: that pass is reported, with no fix (keep
    the workers at one thread, or give the loader a spawn context).

    ## Why is this bad?
    torch's CPU ops run on an OpenMP thread pool (libgomp) that starts at the
    first parallel op. A forked child inherits the pool's state but not its
    threads, so its next parallel op waits forever for threads that do not exist:
    the program hangs without an error. Measured on torch 2.13 CPU: the child
    hangs after the parent ran `orthogonal_` on 64x64, a 256x256 matmul,
    `torch.zeros(512, 512)`, or `share_memory()` on a model holding one tensor
    over 32 KiB (an `LSTMCell(64, 64)`): the copy into shared memory is parallel.
    That is how the Hogwild / A3C trainers that share a model and then fork hang
    (see docs/real-world.md). Element-wise work and reductions start it above
    32,768 elements (`x * 2` on 182x182, `x.mean(0)` over 64,000 elements; not on
    181x181, nor `mean(0)` over 16,000); `torch.stack` / `torch.cat` copy serially
    (4 x 128x128), but normalising what they made does not. MKL's matmul threads
    from small sizes: 2x24 @ 24x24, 32x8 @ 8x8, a `Linear(64, 64)` (or a
    `Linear(16, 16)`) on 32 rows start the pool; 16x16 @ 16x16, 32x4 @ 4x64, a
    one-row product under 256 columns and a `Linear(16, 16)` on 8 rows do not.
    Which small products thread is the CPU's: on an AVX-512 Xeon (MKL 2024.2) a
    one-row product from 1x256 @ 256x256 up starts the pool (a `Linear(512, 512)`
    on one observation, then a fork, hangs there) and 32x32 @ 32x32 does not; on
    a 2-core AVX2 Xeon a vector product does from smaller sizes: a `Linear(64,
    256)` or an `LSTMCell(32, 64)` on one row, 1x128 @ 128x128, a 108x108 matrix
    times a vector (`Linear(64, 64)` on one row and 96x96 times a vector do not).
    A verdict cannot depend on the machine fixmp runs on, so a product counts
    when it starts the pool on any CPU measured.

    ## Example

    ## Use instead
    Build the parent's model after the children start (the fix when nothing
    before the start uses it):
    or start the children with a `spawn` context (FMP001's rewrite), or make the
    child single-threaded with `torch.set_num_threads(1)` first thing in its target
    (keeps fork's shared memory: the Hogwild pattern; for a pool whose tasks are
    handed over where fixmp does not see them, `initializer=torch.set_num_threads,
    initargs=(1,)` pins each worker before any task), or launch with
    `OMP_NUM_THREADS=1` in the environment. Wrapping the initialiser in
    `torch.random.fork_rng()` does **not** help (FMP003).

    `[tool.fixmp] fork-deadlock-fix` picks the fix: `"auto"` (default: the safe
    fixes first, moving the work, then spawn; else the single-thread child when
    the target is a function of this module; else an unsafe move, then an unsafe
    spawn), `"defer"`, `"spawn"`, or `"single-thread-child"`. A move is unsafe
    when it moves output, so `"auto"` prefers a safe spawn to it.

    ## Fix safety
    Moving the work is **safe** when it applies: fixmp moves only statements in the
    block that starts the children, and only when nothing that stays before the
    last start (process arguments included) uses what they make or change in
    place (a `model.share_memory()` whose model the children are handed stays:
    moved, it would give them an unshared copy), the children's targets do not
    read as a global anything the moved statements make, use or change (a forked
    child sees module state as it is at the fork), no statement they read is
    rebound in between, and none of them returns, breaks or raises.
    The children then inherit the random-number state from before the
    construction, so their random draws differ from before (they were already not
    reproducible across start methods). The spawn fix has FMP001's safety. The
    single-thread-child fix is **safe**: it only runs the child's torch ops on
    one thread; it is not made when the parent also calls the target function.
    Where the processes start in another module (a function of it called here,
    or a start the program reaches through values), the fix is made in the file
    the finding is in: `os.register_at_fork(after_in_child=lambda:
    torch.set_num_threads(1))` before the statement that reaches the start (before
    the outermost loop of its function that holds it), **safe** for the same
    reason: every child forked from then on runs its torch ops on one thread,
    wherever its start is written (a child forked before the hook keeps its
    threads). Where no fix applies the finding says why.

    A finding whose child fixmp cannot see into (a target it cannot resolve,
    tasks handed over where it does not look) rests on an assumption: it is
    reported only with `--preview`, and says so ("if it does, hangs"). On the
    ecosystem check (docs/ecosystem.md) none of 21 such findings was a hang.
    So is a start the program never reaches as it is written: where the program
    run read one path whole (every test decided, every loop and call followed)
    and ran the call that leads to the start without meeting it (a pool under
    `if cfg.get("parallel_eval"):`, the flag false in the JSON settings it
    reads), the finding assumes the program is run otherwise, and says so.

    ## References
    - [PyTorch: multiprocessing best practices](https://pytorch.org/docs/stable/notes/multiprocessing.html)
    - [pytorch/pytorch#17199: deadlock with fork after parallel op](https://github.com/pytorch/pytorch/issues/17199)
    - GNU libgomp: the thread pool is not fork-safe
    """

    CODE = "FMP002"
    NAME = "parallel-work-before-fork"
    SUMMARY = "Process forked after the parent ran intra-op-parallel CPU work (the child hangs)"
    FIX = FixAvailability.SOMETIMES
    FIX_SAFETY = (SAFE, UNSAFE)
    OPTIONS = (
        Option(
            "fork-deadlock-fix",
            choices=("auto", "defer", "spawn", "single-thread-child"),
            default="auto",
            help="which cure the fix applies: move the parent's work, a spawn context, or a single-threaded child",
            candidates=("defer", "spawn", "single-thread-child"),
        ),
    )

    VALID = [
        # Each worker runs torch.set_num_threads(1) before any task: the inherited pool is never used.
        Valid(
            """
            import multiprocessing as mp

            import torch

            def work(x):
                return (torch.randn(256, 256) @ torch.randn(256, 256)).sum().item() + x

            def main():
                w = torch.randn(512, 512)
                print((w @ w).shape)
                with mp.Pool(2, initializer=torch.set_num_threads, initargs=(1,)) as pool:
                    print(len(pool.map(work, range(4))))

            if __name__ == "__main__":
                main()
            """
        ),
        Valid(
            # The child makes itself single-threaded first (the A3C pattern).
            """
            import torch
            import torch.multiprocessing as mp

            def train(rank, model):
                torch.set_num_threads(1)
                model(torch.ones(1, 64))

            if __name__ == "__main__":
                model = torch.nn.Linear(64, 256)
                torch.nn.init.orthogonal_(model.weight)
                model.share_memory()
                procs = [mp.Process(target=train, args=(r, model)) for r in range(2)]
                for p in procs:
                    p.start()
            """
        ),
        Valid(
            # Only seeding and small ops before the fork.
            """
            import torch
            import multiprocessing as mp

            def work(x):
                return torch.ones(4).sum().item() + x

            if __name__ == "__main__":
                torch.manual_seed(0)
                t = torch.randn(512, 512)
                with mp.Pool(2) as pool:
                    print(pool.map(work, range(4)))
            """
        ),
        Valid(
            """
            import os
            os.environ["OMP_NUM_THREADS"] = "1"
            import torch
            import multiprocessing as mp

            def work(x):
                return torch.linalg.qr(torch.ones(64, 64))[0].sum().item()

            if __name__ == "__main__":
                torch.linalg.qr(torch.ones(64, 64))
                with mp.Pool(2) as pool:
                    print(pool.map(work, range(2)))
            """
        ),
        Valid(
            """
            import torch
            import multiprocessing as mp

            def work(x):
                return (torch.ones(64, 64) @ torch.ones(64, 64)).sum().item()

            if __name__ == "__main__":
                w = torch.ones(256, 256) @ torch.ones(256, 256)
                ctx = mp.get_context("forkserver")
                with ctx.Pool(2) as pool:
                    print(pool.map(work, range(2)))
            """
        ),
        Valid(
            # The child does no torch work.
            """
            import torch
            import multiprocessing as mp

            def work(x):
                return x * 2

            if __name__ == "__main__":
                torch.linalg.qr(torch.ones(64, 64))
                with mp.Pool(2) as pool:
                    print(pool.map(work, range(2)))
            """
        ),
        Valid(
            # share_memory() of a model whose tensors are all at most 32 KiB copies serially.
            """
            import torch
            import torch.multiprocessing as mp

            class ActorCritic(torch.nn.Module):
                def __init__(self):
                    super().__init__()
                    self.fc1 = torch.nn.Linear(4, 256)
                    self.fc_pi = torch.nn.Linear(256, 2)

            def train(model):
                model(torch.ones(1, 4))

            if __name__ == "__main__":
                model = ActorCritic()
                model.share_memory()
                procs = [mp.Process(target=train, args=(model,)) for _ in range(2)]
                for p in procs:
                    p.start()
            """
        ),
        Valid(
            # Small literal sizes stay serial (measured): element-wise work and reductions on at most
            # 32,768 elements, a 16x16 matmul (a layer's weight too), a one-row forward under 256 wide.
            """
            import torch
            import torch.multiprocessing as mp

            def worker(rank):
                x = torch.ones(512, 512)
                print(rank, (x @ x).sum().item())

            if __name__ == "__main__":
                x = torch.randn(100, 100)
                y = (x - x.mean(0)) / x.std(0) * 2
                a = torch.randn(16, 16)
                lin = torch.nn.Linear(16, 16)
                gram = a @ a.T + lin.weight @ lin.weight.T
                encoder = torch.nn.Linear(64, 64)
                z = encoder(torch.randn(1, 64))
                procs = [mp.Process(target=worker, args=(rank,)) for rank in range(2)]
                for p in procs:
                    p.start()
            """
        ),
        Valid(
            # Sizes fixmp cannot see are not counted (see the docs): an RL parent acting on one
            # observation and normalising an episode's returns does not start the pool.
            """
            import random

            import torch
            import torch.multiprocessing as mp

            class Policy(torch.nn.Module):
                def __init__(self):
                    super().__init__()
                    self.fc = torch.nn.Linear(4, 128)

                def forward(self, x):
                    return self.fc(x).softmax(-1)

            def worker(rank, model):
                model(torch.ones(1, 4))

            if __name__ == "__main__":
                model = Policy()
                state = torch.tensor([random.random() for _ in range(4)]).unsqueeze(0)
                action = model(state).argmax().item()
                returns = torch.tensor([random.random() for _ in range(200)])
                returns = (returns - returns.mean()) / (returns.std() + 1e-8)
                procs = [mp.Process(target=worker, args=(rank, model)) for rank in range(2)]
                for p in procs:
                    p.start()
            """
        ),
        Valid(
            # Element-wise work over the grain, but the children are spawned.
            """
            import torch
            import torch.multiprocessing as mp

            def worker(rank):
                x = torch.ones(512, 512)
                print(rank, (x @ x).sum().item())

            if __name__ == "__main__":
                x = torch.randn(512, 512)
                y = x * 2
                ctx = mp.get_context("spawn")
                procs = [ctx.Process(target=worker, args=(rank,)) for rank in range(2)]
                for p in procs:
                    p.start()
            """
        ),
        Valid(
            # A model forward on a batch, but each child makes itself single-threaded first.
            """
            import torch
            import torch.multiprocessing as mp

            def worker(rank, model):
                torch.set_num_threads(1)
                model(torch.ones(32, 64))

            if __name__ == "__main__":
                model = torch.nn.Linear(64, 64)
                warmup = model(torch.randn(32, 64))
                procs = [mp.Process(target=worker, args=(rank, model)) for rank in range(2)]
                for p in procs:
                    p.start()
            """
        ),
    ]

    INVALID = [
        # A pre-fork server: os.fork() is a process start too; its child is the `if pid == 0:` block.
        Invalid(
            """
            import os

            import torch

            def serve(worker_id):
                x = torch.randn(512, 512)
                print(worker_id, (x @ x).sum().item() != 0)

            def main():
                warm = torch.randn(512, 512)
                print("warm", (warm @ warm).shape)
                for worker_id in range(2):
                    pid = os.fork()
                    if pid == 0:
                        serve(worker_id)
                        os._exit(0)

            if __name__ == "__main__":
                main()
            """,
            expected_fix="""
            import os

            import torch

            def serve(worker_id):
                x = torch.randn(512, 512)
                print(worker_id, (x @ x).sum().item() != 0)

            def main():
                warm = torch.randn(512, 512)
                print("warm", (warm @ warm).shape)
                for worker_id in range(2):
                    pid = os.fork()
                    if pid == 0:
                        torch.set_num_threads(1)
                        serve(worker_id)
                        os._exit(0)

            if __name__ == "__main__":
                main()
            """,
            line=13,
            message="os.fork forks after the parent ran parallel CPU work",
            fix=SAFE,
        ),
        # An initializer that leaves two threads does not cure it.
        Invalid(
            """
            import multiprocessing as mp

            import torch

            def work(x):
                return (torch.randn(256, 256) @ torch.randn(256, 256)).sum().item() + x

            def main():
                w = torch.randn(512, 512)
                print((w @ w).shape)
                with mp.Pool(2, initializer=torch.set_num_threads, initargs=(2,)) as pool:
                    print(len(pool.map(work, range(4))))

            if __name__ == "__main__":
                main()
            """,
            expected_fix="""
            import multiprocessing as mp

            import torch

            def work(x):
                return (torch.randn(256, 256) @ torch.randn(256, 256)).sum().item() + x

            def main():
                w = torch.randn(512, 512)
                print((w @ w).shape)
                ctx = mp.get_context("spawn")
                with ctx.Pool(2, initializer=torch.set_num_threads, initargs=(2,)) as pool:
                    print(len(pool.map(work, range(4))))

            if __name__ == "__main__":
                main()
            """,
            line=11,
            message="Pool forks after the parent ran parallel CPU work",
            fix=SAFE,
        ),
        # Moving the work would move its print (unsafe): "auto" prefers the safe spawn.
        Invalid(
            """
            import multiprocessing as mp

            import torch

            def work(rank):
                x = torch.randn(256, 256)
                print(rank, (x @ x).shape)

            def main():
                weights = torch.randn(512, 512)
                print("norm", (weights @ weights.T).norm().item() > 0)
                procs = [mp.Process(target=work, args=(rank,)) for rank in range(2)]
                for p in procs:
                    p.start()

            if __name__ == "__main__":
                main()
            """,
            expected_fix="""
            import multiprocessing as mp

            import torch

            def work(rank):
                x = torch.randn(256, 256)
                print(rank, (x @ x).shape)

            def main():
                weights = torch.randn(512, 512)
                print("norm", (weights @ weights.T).norm().item() > 0)
                ctx = mp.get_context("spawn")
                procs = [ctx.Process(target=work, args=(rank,)) for rank in range(2)]
                for p in procs:
                    p.start()

            if __name__ == "__main__":
                main()
            """,
            line=14,
            message="Process forks after the parent ran parallel CPU work",
            fix=SAFE,
        ),
        # A function nothing here calls: its caller may lack the `__main__` guard that spawn needs,
        # the work makes what the children are handed, and the target is imported: only an unsafe spawn.
        Invalid(
            """
            import multiprocessing as mp

            import torch
            from worker import work


            def launch():
                weights = torch.randn(512, 512)
                scores = weights @ weights.T
                procs = [mp.Process(target=work, args=(scores,)) for _ in range(2)]
                for p in procs:
                    p.start()
            """,
            expected_fix="""
            import multiprocessing as mp

            import torch
            from worker import work


            def launch():
                weights = torch.randn(512, 512)
                scores = weights @ weights.T
                ctx = mp.get_context("spawn")
                procs = [ctx.Process(target=work, args=(scores,)) for _ in range(2)]
                for p in procs:
                    p.start()
            """,
            line=12,
            message="Process forks after the parent ran parallel CPU work",
            fix=UNSAFE,
            # (``worker`` is not in the example: what the child runs is an assumption, shown in preview.)
            settings={"preview": True},
        ),
        # At import time: nothing can move, spawn would start the children again, the target is not ours.
        Invalid(
            """
            import multiprocessing as mp

            import torch
            from worker import work

            weights = torch.randn(512, 512) @ torch.randn(512, 512)
            procs = [mp.Process(target=work, args=(weights,)) for _ in range(2)]
            for p in procs:
                p.start()
            """,
            line=9,
            message="Process forks after the parent ran parallel CPU work",
            no_fix_reason="no spawn fix: the processes start at import time",
            settings={"preview": True},
        ),
        Invalid(
            """
            import torch
            import torch.multiprocessing as mp

            class Policy(torch.nn.Module):
                def __init__(self):
                    super().__init__()
                    self.fc = torch.nn.Linear(64, 64)
                    torch.nn.init.orthogonal_(self.fc.weight)

            def worker(rank):
                Policy()

            if __name__ == "__main__":
                model = Policy()
                procs = [mp.Process(target=worker, args=(r,)) for r in range(2)]
                for p in procs:
                    p.start()
                for p in procs:
                    p.join()
            """,
            expected_fix="""
            import torch
            import torch.multiprocessing as mp

            class Policy(torch.nn.Module):
                def __init__(self):
                    super().__init__()
                    self.fc = torch.nn.Linear(64, 64)
                    torch.nn.init.orthogonal_(self.fc.weight)

            def worker(rank):
                Policy()

            if __name__ == "__main__":
                procs = [mp.Process(target=worker, args=(r,)) for r in range(2)]
                for p in procs:
                    p.start()
                model = Policy()
                for p in procs:
                    p.join()
            """,
        line=17, message='Process forks after the parent ran parallel CPU work', fix=SAFE, documented=True),
        Invalid(
            # The children are handed what the work made: spawn instead.
            """
            import torch
            import multiprocessing

            def work(w, x):
                return (w @ torch.ones(256, 1)).sum().item() + x

            def main():
                w = torch.ones(256, 256) @ torch.ones(256, 256)
                with multiprocessing.Pool(2) as pool:
                    print(pool.starmap(work, [(w, 1), (w, 2)]))

            if __name__ == "__main__":
                main()
            """,
            expected_fix="""
            import torch
            import multiprocessing

            def work(w, x):
                return (w @ torch.ones(256, 1)).sum().item() + x

            def main():
                w = torch.ones(256, 256) @ torch.ones(256, 256)
                ctx = multiprocessing.get_context("spawn")
                with ctx.Pool(2) as pool:
                    print(pool.starmap(work, [(w, 1), (w, 2)]))

            if __name__ == "__main__":
                main()
            """,
        line=9, message='Pool forks after the parent ran parallel CPU work', fix=SAFE),
        Invalid(
            """
            import torch
            import torch.multiprocessing as mp

            def train(rank, model):
                model(torch.ones(1, 64))

            if __name__ == "__main__":
                model = torch.nn.Linear(64, 256)
                torch.nn.init.orthogonal_(model.weight)
                model.share_memory()
                procs = [mp.Process(target=train, args=(r, model)) for r in range(2)]
                for p in procs:
                    p.start()
            """,
            expected_fix="""
            import torch
            import torch.multiprocessing as mp

            def train(rank, model):
                torch.set_num_threads(1)
                model(torch.ones(1, 64))

            if __name__ == "__main__":
                model = torch.nn.Linear(64, 256)
                torch.nn.init.orthogonal_(model.weight)
                model.share_memory()
                procs = [mp.Process(target=train, args=(r, model)) for r in range(2)]
                for p in procs:
                    p.start()
            """,
            settings={"fork-deadlock-fix": "single-thread-child"},
        line=13, message='Process forks after the parent ran parallel CPU work', fix=SAFE),
        Invalid(
            # OMP_NUM_THREADS set after `import torch` is too late: reported.
            """
            import torch
            import os
            import multiprocessing as mp
            os.environ["OMP_NUM_THREADS"] = "1"

            def work(x):
                return torch.linalg.qr(torch.ones(64, 64))[0].sum().item()

            if __name__ == "__main__":
                q = torch.linalg.qr(torch.ones(64, 64))
                with mp.Pool(2) as pool:
                    print(pool.map(work, range(2)))
                print(q[0].shape)
            """,
            expected_fix="""
            import torch
            import os
            import multiprocessing as mp
            os.environ["OMP_NUM_THREADS"] = "1"

            def work(x):
                return torch.linalg.qr(torch.ones(64, 64))[0].sum().item()

            if __name__ == "__main__":
                with mp.Pool(2) as pool:
                    print(pool.map(work, range(2)))
                q = torch.linalg.qr(torch.ones(64, 64))
                print(q[0].shape)
            """,
        line=11, message='Pool forks after the parent ran parallel CPU work', fix=SAFE),
        Invalid(
            # The A3C trainer (ikostrikov/pytorch-a3c): the shared model cannot move past the
            # starts (the children must get its shared copy), and OMP_NUM_THREADS set in the
            # `__main__` block is too late: spawn instead.
            """
            import os

            import torch
            import torch.multiprocessing as mp

            from model import ActorCritic
            from train import train

            if __name__ == "__main__":
                os.environ["OMP_NUM_THREADS"] = "1"
                shared_model = ActorCritic()
                shared_model.share_memory()
                counter = mp.Value("i", 0)
                processes = []
                for rank in range(4):
                    p = mp.Process(target=train, args=(rank, shared_model, counter))
                    p.start()
                    processes.append(p)
                for p in processes:
                    p.join()
            """,
            expected_fix="""
            import os

            import torch
            import torch.multiprocessing as mp

            from model import ActorCritic
            from train import train

            if __name__ == "__main__":
                os.environ["OMP_NUM_THREADS"] = "1"
                shared_model = ActorCritic()
                shared_model.share_memory()
                ctx = mp.get_context("spawn")
                counter = ctx.Value("i", 0)
                processes = []
                for rank in range(4):
                    p = ctx.Process(target=train, args=(rank, shared_model, counter))
                    p.start()
                    processes.append(p)
                for p in processes:
                    p.join()
            """,
        line=17, message='Process forks after the parent ran parallel CPU work', fix=SAFE,
            settings={"preview": True}),  # (``model`` and ``train`` are not in the example: assumed)
        Invalid(
            # Kaixhin/ACER's shape: `T` holds a lock made by the fork context, which a spawn
            # child cannot take (the spawn fix would be unsafe), so the child is made single-threaded.
            """
            import torch
            import torch.multiprocessing as mp

            class Counter:
                def __init__(self):
                    self.val = mp.Value("i", 0)

            def train(rank, T, shared_model):
                shared_model(torch.ones(1, 64))

            if __name__ == "__main__":
                T = Counter()
                shared_model = torch.nn.LSTMCell(64, 64)
                shared_model.share_memory()
                for rank in range(2):
                    mp.Process(target=train, args=(rank, T, shared_model)).start()
            """,
            expected_fix="""
            import torch
            import torch.multiprocessing as mp

            class Counter:
                def __init__(self):
                    self.val = mp.Value("i", 0)

            def train(rank, T, shared_model):
                torch.set_num_threads(1)
                shared_model(torch.ones(1, 64))

            if __name__ == "__main__":
                T = Counter()
                shared_model = torch.nn.LSTMCell(64, 64)
                shared_model.share_memory()
                for rank in range(2):
                    mp.Process(target=train, args=(rank, T, shared_model)).start()
            """,
        line=16, message='Process forks after the parent ran parallel CPU work', fix=SAFE),
        Invalid(
            # `torch.stack` then normalisation: the stack copies serially, the reductions and
            # element-wise operators over 56,448 elements start the pool (measured).
            """
            import multiprocessing as mp

            import torch


            def work(x):
                return (torch.ones(64, 64) @ torch.ones(64, 64)).sum().item() + x


            def main():
                frames = torch.stack([torch.rand(84, 84) for _ in range(8)])
                frames = (frames - frames.mean(0)) / frames.std(0)
                with mp.Pool(2) as pool:
                    print(pool.map(work, range(2)))


            if __name__ == "__main__":
                main()
            """,
            expected_fix="""
            import multiprocessing as mp

            import torch


            def work(x):
                return (torch.ones(64, 64) @ torch.ones(64, 64)).sum().item() + x


            def main():
                frames = torch.stack([torch.rand(84, 84) for _ in range(8)])
                with mp.Pool(2) as pool:
                    print(pool.map(work, range(2)))
                frames = (frames - frames.mean(0)) / frames.std(0)


            if __name__ == "__main__":
                main()
            """,
            line=13,
            message="Pool forks after the parent ran parallel CPU work",
            fix=SAFE,
        ),
        Invalid(
            # A model of this module run on a literal 32-row batch: a 32x64 @ 64x64 matmul (measured: hangs).
            """
            import torch
            import torch.nn as nn
            import torch.multiprocessing as mp


            class Net(nn.Module):
                def __init__(self):
                    super().__init__()
                    self.fc = nn.Linear(64, 256)

                def forward(self, x):
                    return self.fc(x).relu()


            def worker(rank):
                print(rank, Net()(torch.ones(1, 64)).shape)


            if __name__ == "__main__":
                model = Net()
                warmup = model(torch.randn(32, 64))
                procs = [mp.Process(target=worker, args=(rank,)) for rank in range(2)]
                for p in procs:
                    p.start()
                for p in procs:
                    p.join()
            """,
            expected_fix="""
            import torch
            import torch.nn as nn
            import torch.multiprocessing as mp


            class Net(nn.Module):
                def __init__(self):
                    super().__init__()
                    self.fc = nn.Linear(64, 256)

                def forward(self, x):
                    return self.fc(x).relu()


            def worker(rank):
                print(rank, Net()(torch.ones(1, 64)).shape)


            if __name__ == "__main__":
                model = Net()
                procs = [mp.Process(target=worker, args=(rank,)) for rank in range(2)]
                for p in procs:
                    p.start()
                warmup = model(torch.randn(32, 64))
                for p in procs:
                    p.join()
            """,
            line=24,
            message="Process forks after the parent ran parallel CPU work",
            fix=SAFE,
        ),
        Invalid(
            # Operands that are a layer's parameters: `weight` of a Linear(64, 64) is 64x64. The children
            # are handed the model, and the print would move: a safe spawn instead.
            """
            import torch
            import torch.multiprocessing as mp


            def train(rank, model):
                model(torch.ones(8, 64))


            if __name__ == "__main__":
                model = torch.nn.Linear(64, 64)
                gram = model.weight @ model.weight.T
                print(float(gram.trace()) > 0)
                procs = [mp.Process(target=train, args=(rank, model)) for rank in range(2)]
                for p in procs:
                    p.start()
            """,
            expected_fix="""
            import torch
            import torch.multiprocessing as mp


            def train(rank, model):
                model(torch.ones(8, 64))


            if __name__ == "__main__":
                model = torch.nn.Linear(64, 64)
                gram = model.weight @ model.weight.T
                print(float(gram.trace()) > 0)
                ctx = mp.get_context("spawn")
                procs = [ctx.Process(target=train, args=(rank, model)) for rank in range(2)]
                for p in procs:
                    p.start()
            """,
            line=15,
            message="Process forks after the parent ran parallel CPU work",
            fix=SAFE,
        ),
        Invalid(
            # Work three calls deep (main -> prepare -> build): element-wise, on a literal-size tensor.
            """
            import multiprocessing as mp

            import torch


            def work(x):
                return torch.ones(256, 256).sum().item() + x


            def build():
                weights = torch.randn(512, 512)
                return weights * 0.01


            def prepare():
                return build()


            def main():
                weights = prepare()
                with mp.Pool(2) as pool:
                    print(pool.map(work, range(2)))


            if __name__ == "__main__":
                main()
            """,
            expected_fix="""
            import multiprocessing as mp

            import torch


            def work(x):
                return torch.ones(256, 256).sum().item() + x


            def build():
                weights = torch.randn(512, 512)
                return weights * 0.01


            def prepare():
                return build()


            def main():
                with mp.Pool(2) as pool:
                    print(pool.map(work, range(2)))
                weights = prepare()


            if __name__ == "__main__":
                main()
            """,
            line=21,
            message="Pool forks after the parent ran parallel CPU work",
            fix=SAFE,
        ),
        Invalid(
            # Element-wise work in the `__init__` of a class the parent constructs (a scaled initialisation).
            """
            import torch
            import torch.multiprocessing as mp


            class Embedder:
                def __init__(self):
                    self.table = torch.randn(1000, 64) * 0.02


            def worker(rank):
                print(rank, torch.ones(256, 256).sum().item())


            if __name__ == "__main__":
                embedder = Embedder()
                procs = [mp.Process(target=worker, args=(rank,)) for rank in range(2)]
                for p in procs:
                    p.start()
                for p in procs:
                    p.join()
                print(embedder.table.shape)
            """,
            expected_fix="""
            import torch
            import torch.multiprocessing as mp


            class Embedder:
                def __init__(self):
                    self.table = torch.randn(1000, 64) * 0.02


            def worker(rank):
                print(rank, torch.ones(256, 256).sum().item())


            if __name__ == "__main__":
                procs = [mp.Process(target=worker, args=(rank,)) for rank in range(2)]
                for p in procs:
                    p.start()
                embedder = Embedder()
                for p in procs:
                    p.join()
                print(embedder.table.shape)
            """,
            line=18,
            message="Process forks after the parent ran parallel CPU work",
            fix=SAFE,
        ),
    ]

    def check(self, context: RuleContext) -> Iterable[Violation]:
        knowledge = context.parallel
        late_env = late_omp_assignment(context)
        if late_env is False:
            return  # OMP_NUM_THREADS=1 before `import torch`: the pool never has a second thread
        hazards: List[Hazard] = []
        # The starts of other modules whose own work before them is that module's finding, not this one's.
        decided: Set[str] = set()
        # A fork hook at the module's top pins every child forked once it ran (``fork_hook_fix``'s cure).
        hook = children_pinned_at_import(context)
        for site in context.process_sites(across_modules=True):
            if site.remote is not None and site.remote.parent_work_of_its_own:
                decided.add(site.remote.where)
            if not context.forks(site):
                continue
            if hook is not None and (context.enclosing_function(site.call) is not None
                                     or context.line(site.call) > context.line(hook)):
                continue
            path = context.path_before(site)
            evidence = context.find_on_path(path, knowledge.parallel_work, operations=True)
            evidence += _work_find_on_path_misses(context, path, evidence)
            # What the search could not size, followed with the sizes the program gives it, may be serial.
            evidence = [item for item in evidence if not context.shown_serial(item.origin)]
            if evidence and context.start_location(site) in context.starts_shown_serial():
                continue  # the program run reached it with every size known and no parallel work before it
            if not evidence:
                evidence = context.work_through_project(path)
            if not evidence:
                evidence = context.work_before_remote_start(site)
            if not evidence and site.remote is None:
                evidence = context.work_the_program_ran_before(site)
            if not evidence:
                continue
            if site.remote is not None and (site.remote.parent_single_threaded
                                            or context.parent_pinned_at_remote_start(site)):
                continue  # the other module's function makes the parent single-threaded before its start
            if parent_single_threaded_first(context, path, evidence):
                continue
            if context.start_location(site) in context.cured_starts():
                continue  # the program run reached it only single-threaded, or with a pool pinned by its initializer
            if late_env is None and context.single_threaded_by_environment(path):
                continue  # OMP_NUM_THREADS=1 before torch's first import, wherever either happens
            child_work = self._child_torch_work(context, knowledge, site)
            if child_work is None:
                continue
            hazards.append((site, evidence, child_work, late_env or late_omp_on_path(context, path)))

        reported = {context.line(site.reported_at) for site, _, _, _ in hazards}
        decided |= {context.start_location(site) for site, _, _, _ in hazards}
        yield from self._forks_the_program_reaches(context, reported, decided)
        by_block: Dict[Optional[cst.IndentedBlock], List[Hazard]] = defaultdict(list)
        for hazard in hazards:
            by_block[driver_block(context, hazard[0].call)].append(hazard)
        for block, block_hazards in by_block.items():
            sites = [site for site, _, _, _ in block_hazards]
            origins: List[cst.CSTNode] = []
            for _, evidence, _, _ in block_hazards:
                for item in evidence:
                    if item.origin not in origins:
                        origins.append(item.origin)
            outcome = self._choose_fix(context, sites, origins)
            for site, evidence, child_work, late in block_hazards:
                first = min(evidence, key=lambda item: context.line(item.call))
                message=(
                    f"{site.described} forks after the parent ran parallel CPU work: "
                    f"{first.describe(context.line(first.call))}; the child {child_work.text} "
                    f"{'and will hang' if child_work.seen else 'and, if it does, hangs'} on torch's inherited "
                    "OpenMP thread pool"
                )
                if late is not None:
                    message += (
                        f" (OMP_NUM_THREADS is set at line {context.line(late)}, after `import torch`: "
                        "too late to take effect)"
                    )
                # The program, with the settings it reads as written, never starts it: reported only with
                # --preview, as an assumption that they change (a flag turned on).
                unreached = context.start_shown_not_to_run(site)
                if unreached:
                    message += ("; this assumes the program is run otherwise: with the settings it reads as "
                                "written (its files, defaults and environment), it never reaches this start")
                yield Violation(site.reported_at, message, fix=outcome.fix, no_fix_reason=outcome.reason,
                                also_silenced_at=site.call, assumed=not child_work.seen or unreached)

    def _forks_the_program_reaches(
        self, context: RuleContext, reported: Set[int], decided: Set[str]
    ) -> Iterator[Violation]:
        """The starts this file, run as a program, reaches through calls no start site of its own
        shows (a test harness's decorator whose wrappers a registry calls), or shows without the work
        the run meets before it (a generator's, a hook's): reported at the statement of this file that
        reaches each, once per statement, with no fix (the start is elsewhere). Work another module's
        function runs before its start whatever it is handed is that module's finding (``decided``)."""
        for fork in program_starts_to_report(context, context.forks_after_work(), reported, decided):
            # Sized: seen. A torch operation of unknown size (a matmul): seen, its size assumed to start the
            # pool, as most do. A call fixmp could not follow: an assumption (shown only with --preview).
            if fork.child.sized or fork.child.torch_op:
                child = f"runs {fork.child.what}{fork.child.chain}"
            else:
                child = f"may do torch work ({fork.child.what}{fork.child.chain})"
            hangs = "and will hang" if fork.child.sized else "and, if it is large enough to start the pool, hangs" \
                if fork.child.torch_op else "and, if it does, hangs"
            if fork.kind == "DataLoader":
                # torch's worker loop pins one thread; what the worker runs raised the count again.
                yield Violation(
                    fork.anchor,
                    f"{fork.started}, which this reaches, fork after the parent ran parallel CPU work: "
                    f"{fork.work.what}{fork.work.chain}; a worker raises its thread count again and "
                    f"{child}, {hangs} on torch's inherited OpenMP thread pool",
                    no_fix_reason="no fix: keep each DataLoader worker at one thread (drop the "
                                  "torch.set_num_threads in its worker_init_fn or dataset), or give the "
                                  "DataLoader multiprocessing_context=\"spawn\"",
                    assumed=not fork.child.sized and not fork.child.torch_op,
                )
                continue
            # The start is in another module: a fork hook here pins every child it forks, wherever it is.
            outcome = fork_hook_fix(context)
            yield Violation(
                fork.anchor,
                f"{fork.started}, which this reaches, forks after the parent ran "
                f"parallel CPU work: {fork.work.what}{fork.work.chain}; the child {child} {hangs} on torch's "
                "inherited OpenMP thread pool",
                fix=outcome.fix,
                no_fix_reason=outcome.reason,
                assumed=not fork.child.sized and not fork.child.torch_op,
            )

    def _choose_fix(
        self, context: RuleContext, sites: List[ProcessSite], origins: List[cst.CSTNode]
    ) -> FixOutcome:
        choice = context.option("fork-deadlock-fix")
        if any(site.remote is not None for site in sites):
            # The start is in another module: a child this file defines can be changed here; else a fork hook
            # here pins every child forked from then on, wherever the start is written.
            single = single_thread_child_fix(context, sites)
            if single.fix is not None or choice not in ("auto", "single-thread-child"):
                return single
            hooked = fork_hook_fix(context)
            return hooked if hooked.fix is not None or choice != "auto" else spawn_context_fix(context, sites)
        if choice == "single-thread-child":
            return single_thread_child_fix(context, sites)
        if choice == "spawn":
            return spawn_context_fix(context, sites)
        deferred = defer_fix(context, sites, origins)
        if choice == "defer":
            return deferred
        # "auto": the safe cures first (moving the work keeps fork and its shared memory, so it
        # goes before spawn), then the single-threaded child, which changes nothing the program
        # prints or computes; the unsafe ones last. An unsafe move reorders output, which a safe
        # spawn does not (issue #12: on held-out programs the move changed their output).
        if deferred.fix is not None and deferred.fix.safety == SAFE:
            return deferred
        spawned = spawn_context_fix(context, sites)
        if spawned.fix is not None and spawned.fix.safety == SAFE:
            return spawned
        # A spawn that may not pickle what the children are handed is worse than a
        # single-threaded child, which keeps fork (and its shared memory) as it is.
        single = single_thread_child_fix(context, sites)
        if single.fix is not None:
            return single
        for candidate in (deferred, spawned):
            if candidate.fix is not None:
                return candidate
        return FixOutcome(reason=f"{deferred.reason}; {spawned.reason}")

    def _child_torch_work(self, context: RuleContext, knowledge: ParallelKnowledge, site: ProcessSite) -> Optional[ChildUse]:
        """How the child does torch work, or None when it does none or makes itself single-threaded first."""
        if site.child_block is not None:  # os.fork(): the child runs the block after it
            if any(sets_single_thread(context, call) for call in context.calls_run_by(site.child_block.body[0])):
                return None  # it makes itself single-threaded first
            found = context.find_on_path(list(site.child_block.body), knowledge.torch_work, operations=True)
            described = _child_work_described(context, knowledge, found)
            return ChildUse(described) if described else None
        if site.remote is not None and not site.targets:  # it runs what that module gives it
            if site.remote.child_single_threaded or context.child_shown_serial_at_remote_start(site) \
                    or context.start_location(site) in context.tasks_shown_clean():
                return None  # (the program run read every task it hands that pool: a decorator pins one thread)
            if site.remote.child_work:
                return ChildUse(f"runs {site.remote.child_work}")
            if site.remote.child_work is not None:
                # No torch call in its own module; what it calls on the values handed over may do some.
                handed = context.child_work_at_remote_start(site)
                return ChildUse(f"runs {handed},") if handed else None
        if not site.targets_known or not site.targets:
            seen = _child_work_the_program_run_saw(context, site)
            if seen is not None:  # (the program run followed the tasks through the values it holds)
                return ChildUse(f"runs {seen}")
            return ChildUse("may do torch work (fixmp cannot see what it runs)", seen=False)
        if _initializer_is_set_num_threads_1(context, site):
            return None
        initializer = context.function_of_target(site.targets[0]) if site.kind != ProcessKind.PROCESS else None
        if initializer is not None and single_threaded_first(context, knowledge, initializer, initializer_only=True):
            return None
        if site.kind != ProcessKind.PROCESS and _initializer_imported_single_threaded(context, site):
            return None
        for target in site.targets:
            if context.runs_on_a_fresh_thread(target):
                continue  # a decorator runs it on a thread of its own: that thread's pool is a new one
            # A function of this file whose every torch operation is serial by a size known, every call followed
            # (proved: one of unknown size is not serial); one of another module with no operation known to
            # be parallel (what its own search finds is that module's finding).
            if context.runs_serially(target, proving=context.function_of_target(target) is not None):
                continue
            if context.start_location(site) in context.tasks_shown_clean() \
                    or context.start_location(site) in context.children_shown_serial():
                continue  # the program run read its tasks (its children) through, with what they are handed
            function = context.function_of_target(target)
            if function is None:
                if context.qualified_name(target) == "torch.set_num_threads":
                    continue  # an initializer that sets some other thread count: not work itself
                imported = context.imported_function_work(target)
                if imported is not None:  # a function of another module of the project
                    work, single_threaded = imported
                    if single_threaded or not work:
                        continue
                    return ChildUse(f"runs `{context.code(target)}`, which runs {work},")
                if isinstance(target, cst.Lambda):
                    found = context.find_on_path([target.body], knowledge.torch_work, operations=True)
                    if found:
                        return ChildUse(f"runs {found[0].what}")
                    continue
                seen = _child_work_the_program_run_saw(context, site)
                if seen is not None:
                    return ChildUse(f"runs `{context.code(target)}`, which runs {seen},")
                return ChildUse(f"runs `{context.code(target)}`, which fixmp cannot see, and may do torch work",
                                seen=False)
            if single_threaded_first(context, knowledge, function):
                continue
            found = context.find_in_function(function, _child_work_classifier(context, knowledge, function),
                                           operations=True)
            if found:
                # Name the call that uses the pool where one is known to (``torch.Generator()`` before a
                # matmul is torch work, but not what the child hangs on).
                described = _child_work_described(context, knowledge, found)
                return ChildUse(described) if described else None
            instance_call = context.instance_call(function) if isinstance(target, cst.Attribute) else None
            if instance_call is not None:
                return ChildUse(f"runs the method {function.name.value}(), which calls what the instance holds "
                                f"(line {context.line(instance_call)}) and may do torch work", seen=False)
        return None


def _initializer_is_set_num_threads_1(context: RuleContext, site: ProcessSite) -> bool:
    """``Pool(initializer=torch.set_num_threads, initargs=(1,))``: each worker is single-threaded before
    it runs any task, so the inherited pool is never used."""
    positions = INITIALIZER_POSITIONS.get(site.kind)
    if positions is None:
        return False
    initializer = call_arg(site.call, positions[0], "initializer")
    initargs = call_arg(site.call, positions[1], "initargs")
    if initializer is None or context.qualified_name(initializer) != "torch.set_num_threads":
        return False
    if not isinstance(initargs, (cst.Tuple, cst.List)) or len(initargs.elements) != 1:
        return False
    value = initargs.elements[0].value
    return isinstance(value, cst.Integer) and value.value == "1"


def _initializer_imported_single_threaded(context: RuleContext, site: ProcessSite) -> bool:
    """A pool's ``initializer`` is a function of another module of the project that calls
    ``torch.set_num_threads(1)`` first: each worker is single-threaded before any task."""
    positions = INITIALIZER_POSITIONS.get(site.kind)
    initializer = call_arg(site.call, positions[0], "initializer") if positions is not None else None
    if initializer is None:
        return False
    imported = context.imported_function_work(initializer)
    if imported is not None and imported[1]:
        return True
    # Followed with its initargs: a static method of another module's class, a count from a constant.
    return context.pins_threads(initializer, call_arg(site.call, positions[1], "initargs") if positions else None)


def _child_work_the_program_run_saw(context: RuleContext, site: ProcessSite) -> Optional[str]:
    """The child's first parallel work as the program run read it at this start (a task it could follow
    through the values the program holds, where this file's own search could not), or None."""
    where = context.start_location(site)
    for fork in context.forks_after_work():
        if fork.where == where and fork.child.sized:
            return f"{fork.child.what}{fork.child.chain}"
    return None


def _child_work_described(context: RuleContext, knowledge: ParallelKnowledge, found: List[Evidence]) -> Optional[str]:
    """What a child runs, for a message: its first call known to use the pool, else its first torch call
    as where its torch work starts (``torch.Generator()`` is torch work, but not what it would hang on)."""
    if not found:
        return None
    first = next((item for item in found if knowledge.parallel_work(item.call)), None)
    if first is not None:
        return f"runs {first.describe(context.line(first.call))}"
    return f"runs torch work, starting with {found[0].describe(context.line(found[0].call))},"


def _child_work_classifier(context: RuleContext, knowledge: ParallelKnowledge, function: cst.FunctionDef) -> Classify:
    """What a child running ``function`` does as torch work: torch calls, and calls of its own
    arguments (fixmp cannot see what they run). One classifier per function, so every start
    with that target shares the search."""
    def work(
        node: cst.CSTNode, parameters: FrozenSet[str] = frozenset(param.name.value for param in function.params.params)
    ) -> Optional[str]:
        if isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value in parameters:
            return f"a call of its argument `{node.func.value}`"
        return knowledge.torch_work(node)

    return context.memo(("FMP002 child work", id(function)), lambda: work)


def _work_find_on_path_misses(context: RuleContext, path: ExecutionPath, found: Sequence[Evidence]) -> List[Evidence]:
    """Parallel work the calls-and-``@`` search does not reach: element-wise operators (``x * 2``),
    helpers deeper than its two levels, methods of this module's objects and functions defined in
    the driver; one item per piece of the path that leads to some (each must move in a fix)."""
    already = {(id(item.call), id(item.origin)) for item in found}
    missed: List[Evidence] = []
    for piece in context.first_pieces(path, _leads_to_work).values():
        work = context.parallel.first_work(piece)
        if work is not None and (id(work.node), id(piece)) not in already:
            missed.append(Evidence(work.node, work.what, work.via, piece))
    return missed


def _leads_to_work(context: RuleContext, piece: cst.CSTNode) -> Tuple[str, ...]:
    # A key per piece, not per work: ``first_pieces`` keeps a key's first piece only, and every
    # piece that leads to work is an origin the move fix must move.
    return (f"parallel work under piece {id(piece)}",) if context.parallel.first_work(piece) else ()
