"""When torch's element-wise operations start the OpenMP thread pool, by operation: one table that the
program run (``fixmp.analysis.effects``) and the search of a file's own code (``fixmp.analysis.parallel``)
both read.

Measured with ``python benchmarks/measure_pool_start.py`` on torch 2.13.0 CPU, 2 threads: for each operation
and element type, the smallest 1-D float tensor whose operation started the pool (a new thread in the process;
a fork after it leaves a child that hangs, checked for ``exp`` at 2,100 elements, not at 2,048). Two groups,
the same for float32 and float64, each to within 1.5%: the operations torch counts as costly start it above
2,048 elements (first at 2,080), the others above 32,768, ``at::internal::GRAIN_SIZE`` (first at 33,280).
So ``exp`` over 3,072 elements starts it and ``sigmoid``, ``mul`` or ``div`` over 16,000 do not.
"""

from typing import FrozenSet

# Above this many elements an element-wise operation runs on the pool (``at::internal::GRAIN_SIZE``).
PARALLEL_GRAIN = 32768
# ... and these above a sixteenth of it.
COSTLY_GRAIN = 2048
COSTLY_ELEMENTWISE: FrozenSet[str] = frozenset({
    "exp", "log", "log1p", "expm1", "sqrt", "sin", "cos", "tan", "tanh", "erf", "floor", "ceil", "round",
})


def elementwise_grain(operation: str) -> int:
    """The most elements ``operation`` (``exp``, ``exp_``, ``mul``...) runs on without starting the pool."""
    return COSTLY_GRAIN if operation.rstrip("_") in COSTLY_ELEMENTWISE else PARALLEL_GRAIN
