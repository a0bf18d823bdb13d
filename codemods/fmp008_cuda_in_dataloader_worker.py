from __future__ import annotations

import re
from typing import Iterable, List, Optional, Tuple

import libcst as cst

from fixmp.rule import (
    UNSAFE,
    Fix,
    FixAvailability,
    GuardStatus,
    Invalid,
    Rule,
    RuleContext,
    Valid,
    Violation,
    call_arg,
    keyword_arg,
    string_value,
)

DATALOADERS = ("torch.utils.data.DataLoader", "torch.utils.data.dataloader.DataLoader")


class CudaInDataLoaderWorker(Rule):
    """
    ## What it does
    Finds a `torch.utils.data.DataLoader` with worker processes (`num_workers` a
    literal above 0) and the default start method, whose dataset (a class of this
    module) uses CUDA in `__getitem__`, when the parent has initialised CUDA before
    the loader is first iterated (or, if fixmp finds no loop over it, before it is made).

    ## Why is this bad?
    A DataLoader starts its workers when it is iterated, and with the default
    context on Linux they are forked. A forked child of a process that has
    initialised CUDA cannot use CUDA: the first worker to call `__getitem__` dies
    with `RuntimeError: Cannot re-initialize CUDA in forked subprocess`, and the
    loader raises it in the parent. Multiprocessing `Process` and `Pool` starts
    are FMP001's; this rule covers the processes a DataLoader starts.

    ## Use instead
    Or keep the workers' work on the CPU (return CPU tensors from `__getitem__`
    and move each batch in the training loop, with `pin_memory=True`), which is
    usually faster too.

    ## Fix safety
    Always **unsafe**: the fix adds `multiprocessing_context="spawn"`. Each
    spawned worker is a fresh interpreter that may use CUDA, but it receives the
    dataset by pickling (a dataset holding an open file, a database handle or a
    lambda fails to start) and imports the main module again, so its start-up is
    slower and module-level code runs again in every worker. No fix is made when
    the loader is made at import time, outside `if __name__ == "__main__":`
    (each spawned worker would run it again, FMP004), or when
    `multiprocessing_context` is already given as an expression fixmp cannot rewrite.

    ## References
    - [PyTorch: multi-process data loading](https://pytorch.org/docs/stable/data.html#multi-process-data-loading)
    - [PyTorch: CUDA in multiprocessing](https://pytorch.org/docs/stable/notes/multiprocessing.html#cuda-in-multiprocessing)
    """

    CODE = "FMP008"
    NAME = "cuda-in-dataloader-worker"
    SUMMARY = "DataLoader workers forked after the parent initialised CUDA, with a dataset that uses CUDA"
    FIX = FixAvailability.SOMETIMES
    FIX_SAFETY = (UNSAFE,)
    # The rule needs, in one file, a DataLoader with workers, a dataset class and CUDA: most
    # files that name a DataLoader (torch's own, for one) lack one of them and are not parsed.
    PREFILTER = (re.compile(rb"DataLoader"), re.compile(rb"num_workers"), re.compile(rb"__getitem__"),
                 re.compile(rb"cuda"))
    PREFILTER_MATCHES_VALUES = True  # "cuda" is most often a string: .to("cuda"), torch.device("cuda")

    VALID = [
        Valid(
            """
            import torch
            from torch.utils.data import DataLoader, Dataset

            class Squares(Dataset):
                def __len__(self):
                    return 8

                def __getitem__(self, i):
                    return torch.full((4,), float(i * i)).cuda()

            def main():
                model = torch.nn.Linear(4, 2).cuda()
                loader = DataLoader(Squares(), batch_size=2, num_workers=2, multiprocessing_context="spawn")
                for batch in loader:
                    print(model(batch).sum().item())

            if __name__ == "__main__":
                main()
            """
        ),
        # The workers return CPU tensors: the batch moves to the GPU in the parent.
        Valid(
            """
            import torch
            from torch.utils.data import DataLoader, Dataset

            class Squares(Dataset):
                def __len__(self):
                    return 8

                def __getitem__(self, i):
                    return torch.full((4,), float(i * i))

            def main():
                model = torch.nn.Linear(4, 2).cuda()
                for batch in DataLoader(Squares(), batch_size=2, num_workers=2, pin_memory=True):
                    print(model(batch.cuda()).sum().item())

            if __name__ == "__main__":
                main()
            """
        ),
        # No worker processes: __getitem__ runs in the parent.
        Valid(
            """
            import torch
            from torch.utils.data import DataLoader, Dataset

            class Squares(Dataset):
                def __len__(self):
                    return 8

                def __getitem__(self, i):
                    return torch.full((4,), float(i * i)).cuda()

            def main():
                model = torch.nn.Linear(4, 2).cuda()
                for batch in DataLoader(Squares(), batch_size=2, num_workers=0):
                    print(model(batch).sum().item())

            if __name__ == "__main__":
                main()
            """
        ),
        # The parent has not touched CUDA when the workers fork: each worker initialises its own.
        Valid(
            """
            import torch
            from torch.utils.data import DataLoader, Dataset

            class Squares(Dataset):
                def __len__(self):
                    return 8

                def __getitem__(self, i):
                    return torch.full((4,), float(i * i)).cuda()

            def main():
                loader = DataLoader(Squares(), batch_size=2, num_workers=2)
                total = 0.0
                for batch in loader:
                    total += batch.sum().item()
                print(total)

            if __name__ == "__main__":
                main()
            """
        ),
    ]
    INVALID = [
        Invalid(
            """
            import torch
            from torch.utils.data import DataLoader, Dataset

            class Squares(Dataset):
                def __len__(self):
                    return 8

                def __getitem__(self, i):
                    return torch.full((4,), float(i * i)).cuda()

            def main():
                model = torch.nn.Linear(4, 2).cuda()
                loader = DataLoader(Squares(), batch_size=2, num_workers=2)
                for batch in loader:
                    print(model(batch).sum().item())

            if __name__ == "__main__":
                main()
            """,
            expected_fix="""
            import torch
            from torch.utils.data import DataLoader, Dataset

            class Squares(Dataset):
                def __len__(self):
                    return 8

                def __getitem__(self, i):
                    return torch.full((4,), float(i * i)).cuda()

            def main():
                model = torch.nn.Linear(4, 2).cuda()
                loader = DataLoader(Squares(), batch_size=2, num_workers=2, multiprocessing_context="spawn")
                for batch in loader:
                    print(model(batch).sum().item())

            if __name__ == "__main__":
                main()
            """,
            line=13,
            message="DataLoader workers fork after the parent initialised CUDA",
            fix=UNSAFE,
            documented=True,
        ),
        # CUDA is initialised after the loader is made but before it is iterated, which is when
        # the workers fork; an explicit "fork" context is rewritten in place.
        Invalid(
            """
            import torch
            import torch.utils.data as data

            class Frames(data.Dataset):
                def __init__(self, device):
                    self.device = device

                def __len__(self):
                    return 4

                def __getitem__(self, i):
                    return torch.randn(3, 8, 8, device=self.device)

            def evaluate():
                device = torch.device("cuda")
                loader = data.DataLoader(Frames(device), num_workers=4, multiprocessing_context="fork")
                net = torch.nn.Conv2d(3, 1, 3).to(device)
                for frames in loader:
                    print(net(frames).mean().item())

            if __name__ == "__main__":
                evaluate()
            """,
            expected_fix="""
            import torch
            import torch.utils.data as data

            class Frames(data.Dataset):
                def __init__(self, device):
                    self.device = device

                def __len__(self):
                    return 4

                def __getitem__(self, i):
                    return torch.randn(3, 8, 8, device=self.device)

            def evaluate():
                device = torch.device("cuda")
                loader = data.DataLoader(Frames(device), num_workers=4, multiprocessing_context="spawn")
                net = torch.nn.Conv2d(3, 1, 3).to(device)
                for frames in loader:
                    print(net(frames).mean().item())

            if __name__ == "__main__":
                evaluate()
            """,
            line=16,
            message="DataLoader workers fork after the parent initialised CUDA",
            fix=UNSAFE,
        ),
        # Made at import time: a spawned worker would run the module-level code again.
        Invalid(
            """
            import torch
            from torch.utils.data import DataLoader, Dataset

            class Squares(Dataset):
                def __len__(self):
                    return 8

                def __getitem__(self, i):
                    return torch.full((4,), float(i * i)).cuda()

            model = torch.nn.Linear(4, 2).cuda()
            for batch in DataLoader(Squares(), batch_size=2, num_workers=2):
                print(model(batch).sum().item())
            """,
            line=12,
            message="DataLoader workers fork after the parent initialised CUDA",
            no_fix_reason="no spawn fix: the loader is made at import time",
        ),
    ]

    def check(self, context: RuleContext) -> Iterable[Violation]:
        for call in context.calls():
            if context.qualified_name(call.func) not in DATALOADERS or not _has_workers(call):
                continue
            method = keyword_arg(call, "multiprocessing_context")
            if method is not None and string_value(method) != "fork":
                continue  # spawn / forkserver, or a context fixmp cannot read
            dataset_use = _dataset_cuda_use(context, call)
            if dataset_use is None:
                continue
            start = _first_iteration(context, call) or call
            initialised = context.find_on_path(context.path_before_node(start), context.cuda.initialiser)
            if not initialised:
                continue
            first = min(initialised, key=lambda item: context.line(item.call))
            message = (
                f"DataLoader workers fork after the parent initialised CUDA ({first.describe(context.line(first.call))}); "
                f"the dataset's __getitem__ {dataset_use}, so each worker dies with "
                "'Cannot re-initialize CUDA in forked subprocess'"
            )
            fix, reason = _spawn_fix(context, call, method)
            yield Violation(call, message, fix=fix, no_fix_reason=reason)


def _has_workers(call: cst.Call) -> bool:
    # num_workers is DataLoader's sixth parameter: given by keyword in practice.
    workers = keyword_arg(call, "num_workers")
    return isinstance(workers, cst.Integer) and int(workers.value, 0) > 0


def _dataset_cuda_use(context: RuleContext, call: cst.Call) -> Optional[str]:
    """How the dataset's ``__getitem__`` uses CUDA, for a dataset made from a class of this module."""
    dataset = call_arg(call, 0, "dataset")
    constructions: List[cst.BaseExpression] = []
    if isinstance(dataset, cst.Call):
        constructions.append(dataset)
    elif isinstance(dataset, cst.Name):
        constructions.extend(value for value in context.values_of(dataset.value, call) if isinstance(value, cst.Call))
    for construction in constructions:
        assert isinstance(construction, cst.Call)
        if not isinstance(construction.func, cst.Name):
            continue
        cls = context.class_named(construction.func.value)
        getitem = context.method(cls, "__getitem__") if cls is not None else None
        if getitem is None:
            continue
        found = context.find_in_function(getitem, context.cuda.uses_cuda)
        if found:
            return f"calls {found[0].describe(context.line(found[0].call))}"
        if _makes_tensors_on_a_given_cuda_device(context, construction, getitem):
            return "makes tensors on the CUDA device the dataset was given"
    return None


def _makes_tensors_on_a_given_cuda_device(context: RuleContext, construction: cst.Call, getitem: cst.FunctionDef) -> bool:
    """``torch.randn(..., device=self.device)`` in ``__getitem__``, for a dataset made with a CUDA device."""
    if not any(context.cuda.is_cuda_device(arg.value) for arg in construction.args):
        return False
    return any(
        isinstance(device, cst.Attribute) and isinstance(device.value, cst.Name) and device.value.value == "self"
        for device in (keyword_arg(call, "device") for call in context.calls_run_by(getitem.body))
    )


def _first_iteration(context: RuleContext, call: cst.Call) -> Optional[cst.CSTNode]:
    """The first ``for`` over the loader (the loader's call itself, or the name it is bound to)."""
    parent = context.parent(call)
    if isinstance(parent, cst.For) and parent.iter is call:
        return parent
    statement = context.enclosing_statement(call)
    names = _assigned_names(statement)
    if not names:
        return None
    scope = context.enclosing_scope(call)
    loops = [
        node for node in context.loops_in(scope)
        if isinstance(node.iter, cst.Name) and node.iter.value in names and context.line(node) > context.line(call)
    ]
    return min(loops, key=context.line) if loops else None


def _assigned_names(statement: cst.CSTNode) -> Tuple[str, ...]:
    if isinstance(statement, cst.SimpleStatementLine) and len(statement.body) == 1:
        small = statement.body[0]
        if isinstance(small, cst.Assign):
            return tuple(target.target.value for target in small.targets if isinstance(target.target, cst.Name))
    return ()


def _spawn_fix(
    context: RuleContext, call: cst.Call, method: Optional[cst.BaseExpression]
) -> Tuple[Optional[Fix], Optional[str]]:
    if context.guard_status(call) is GuardStatus.UNGUARDED:
        return None, ("no spawn fix: the loader is made at import time, outside `if __name__ == \"__main__\":`; "
                      "each spawned worker re-imports the main module and would run it again (FMP004)")
    description = ('start the workers with multiprocessing_context="spawn" (unsafe: the dataset is pickled for '
                   "each worker, and each worker imports the main module again)")
    if isinstance(method, cst.SimpleString):
        quote = method.value[-1]
        return Fix(UNSAFE, description, replacements=((method, method.with_changes(value=f"{quote}spawn{quote}")),)), None

    def add_keyword(rebuilt: cst.Call) -> cst.Call:
        last = rebuilt.args[-1]
        comma = last.comma if isinstance(last.comma, cst.Comma) else cst.Comma(whitespace_after=cst.SimpleWhitespace(" "))
        keyword = cst.Arg(
            cst.SimpleString('"spawn"'),
            keyword=cst.Name("multiprocessing_context"),
            equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace("")),
        )
        return rebuilt.with_changes(args=[*rebuilt.args[:-1], last.with_changes(comma=comma), keyword])

    return Fix(UNSAFE, description, replacements=((call, add_keyword),)), None
