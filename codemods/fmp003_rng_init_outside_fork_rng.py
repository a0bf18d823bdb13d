from __future__ import annotations

import re
from typing import Iterable, List, Optional, Tuple

import libcst as cst

from fixmp.rule import (
    FORK_RNG,
    UNSAFE,
    Fix,
    FixAvailability,
    ImportNeeded,
    Invalid,
    Replacement,
    Rule,
    RuleContext,
    Valid,
    Violation,
)

# torch.nn.init functions that draw from the random-number generator.
RNG_INITIALISERS = {
    "uniform_", "normal_", "trunc_normal_", "xavier_uniform_", "xavier_normal_",
    "kaiming_uniform_", "kaiming_normal_", "orthogonal_", "sparse_",
}


class RngInitOutsideForkRng(Rule):
    """
    ## What it does
    Finds runs of consecutive `torch.nn.init` calls that draw random numbers
    (`uniform_`, `normal_`, `xavier_*`, `kaiming_*`, `orthogonal_`, `sparse_`,
    `trunc_normal_`) outside a `with torch.random.fork_rng(...)` block, in modules
    that start processes or import `multiprocessing` / `torch.multiprocessing` (a
    model defined next to the code that forks is built before the fork). **Off by default**: enable it with
    `--extend-select FMP003`. It exists because users asked for the rewrite; read
    what it does not do before you use it.

    ## Why is this bad?
    Users believed the parent's random initialisation was what made forked
    children hang. It is not: measured on torch 2.13 CPU, a program whose parent
    runs `orthogonal_` and then forks **still hangs** with the call wrapped in
    `torch.random.fork_rng()` (the hang is torch's OpenMP pool, see FMP002, and the
    fixture `FMP003/fork_rng_wrap_still_hangs` proves it by running). What the
    wrap does do: it saves the RNG state and restores it when the block ends, so
    the draws inside it do not advance the generator. Two initialisations each
    wrapped in it produce **identical** weights (measured: `torch.equal(w1, w2)`
    is True). Use it only when you want initialisation not to disturb the random
    stream that follows.

    ## Example

    ## Use instead
    `devices=[]` keeps `fork_rng` off the GPU: with its default devices it asks
    every CUDA device for its RNG state, which initialises CUDA (FMP001).
    To cure the hang, use FMP002's fixes.

    ## Fix safety
    Always **unsafe**: the wrap changes the program's random numbers. Code after
    the block sees the generator as it was before the block, so every wrapped
    initialisation starts from the same state and repeated layers get identical
    weights.

    ## References
    - [torch.random.fork_rng](https://pytorch.org/docs/stable/random.html#torch.random.fork_rng)
    - FMP002 `parallel-work-before-fork`
    """

    CODE = "FMP003"
    NAME = "rng-init-outside-fork-rng"
    SUMMARY = "Random initialisers outside torch.random.fork_rng() (opt-in; does not cure FMP002)"
    FIX = FixAvailability.ALWAYS
    FIX_SAFETY = (UNSAFE,)
    # Unlike the other rules, it reports torch.nn.init calls.
    PREFILTER = (re.compile(rb"multiprocessing"), re.compile(rb"init"))
    ENABLED_BY_DEFAULT = False

    VALID = [
        Valid(
            """
            import torch
            import multiprocessing as mp

            def init(w):
                with torch.random.fork_rng(devices=[]):
                    torch.nn.init.orthogonal_(w)
            """
        ),
        Valid(
            # A module that starts no processes is not this rule's business.
            """
            import torch

            def init(w):
                torch.nn.init.orthogonal_(w)
            """
        ),
        Valid(
            """
            import torch
            import multiprocessing as mp

            def init(w):
                torch.nn.init.zeros_(w)
            """
        ),
    ]

    INVALID = [
        Invalid(
            """
            import torch
            import multiprocessing as mp
            from torch import nn

            class Net(nn.Module):
                def __init__(self):
                    super().__init__()
                    self.fc = nn.Linear(4, 4)
                    # orthogonal weights
                    nn.init.orthogonal_(self.fc.weight)
                    nn.init.normal_(self.fc.bias)
                    self.out = nn.Linear(4, 1)
            """,
            expected_fix="""
            import torch
            import multiprocessing as mp
            from torch import nn

            class Net(nn.Module):
                def __init__(self):
                    super().__init__()
                    self.fc = nn.Linear(4, 4)
                    # orthogonal weights
                    with torch.random.fork_rng(devices=[]):
                        nn.init.orthogonal_(self.fc.weight)
                        nn.init.normal_(self.fc.bias)
                    self.out = nn.Linear(4, 1)
            """,
        line=10, message='random initialisation outside torch.random.fork_rng()', fix=UNSAFE, documented=True),
        Invalid(
            """
            from torch.nn import init
            from multiprocessing import Process

            def reset(w):
                init.kaiming_uniform_(w)
            """,
            expected_fix="""
            import torch
            from torch.nn import init
            from multiprocessing import Process

            def reset(w):
                with torch.random.fork_rng(devices=[]):
                    init.kaiming_uniform_(w)
            """,
        line=5, message='random initialisation outside torch.random.fork_rng()', fix=UNSAFE),
    ]

    def check(self, context: RuleContext) -> Iterable[Violation]:
        if not context.process_sites() and not _mentions_processes(context):
            return
        torch_name = context.imported_as("torch")
        for run in self._runs(context):
            yield Violation(
                run[0],
                "random initialisation outside torch.random.fork_rng(): wrapping it keeps the RNG stream "
                "unchanged, but it does NOT prevent the fork hang (see FMP002)",
                fix=self._wrap(run, torch_name),
            )

    def _runs(self, context: RuleContext) -> List[List[cst.SimpleStatementLine]]:
        runs: List[List[cst.SimpleStatementLine]] = []
        for call in context.calls():
            name = context.qualified_name(call.func) or ""
            if not (name.startswith("torch.nn.init.") and name.rpartition(".")[2] in RNG_INITIALISERS):
                continue
            expression = context.parent(call)
            if not isinstance(expression, cst.Expr):
                continue
            statement = context.parent(expression)
            if not (
                isinstance(statement, cst.SimpleStatementLine)
                and len(statement.body) == 1
                and isinstance(context.parent(statement), cst.IndentedBlock)
            ):
                continue
            if self._inside_fork_rng(context, statement):
                continue
            block = context.parent(statement)
            if runs and runs[-1][-1] is not statement and context.parent(runs[-1][-1]) is block:
                if context.position_in_block(statement) == context.position_in_block(runs[-1][-1]) + 1:
                    runs[-1].append(statement)
                    continue
            runs.append([statement])
        return runs

    def _inside_fork_rng(self, context: RuleContext, node: cst.CSTNode) -> bool:
        for ancestor in context.ancestors(node):
            if isinstance(ancestor, cst.With):
                for item in ancestor.items:
                    if isinstance(item.item, cst.Call) and context.qualified_name(item.item.func) in FORK_RNG:
                        return True
        return False

    def _wrap(self, run: List[cst.SimpleStatementLine], torch_name: Optional[str]) -> Fix:
        first = run[0]
        wrapper = cst.With(
            items=[cst.WithItem(cst.parse_expression(f"{torch_name or 'torch'}.random.fork_rng(devices=[])"))],
            body=cst.IndentedBlock(body=[first.with_changes(leading_lines=()), *run[1:]]),
            leading_lines=first.leading_lines,
        )
        replacements: List[Tuple[cst.CSTNode, Replacement]] = [(first, wrapper)]
        replacements += [(statement, cst.RemovalSentinel.REMOVE) for statement in run[1:]]
        return Fix(
            safety=UNSAFE,
            description="wrap in torch.random.fork_rng(devices=[]) (changes the random numbers; does not cure the hang)",
            replacements=tuple(replacements),
            imports=() if torch_name else (ImportNeeded("torch"),),
        )


def _mentions_processes(context: RuleContext) -> bool:
    return any(target.split(".")[0] in ("multiprocessing",) or target.startswith("torch.multiprocessing")
               for target in context.imports().values())
