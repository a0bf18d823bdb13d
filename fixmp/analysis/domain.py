"""What the program run knows of the parent process at one point of the program, and how two such
states meet where control flow joins.

The program run (``fixmp.analysis.effects``) walks the program once, in order. Where it cannot decide
a test (``if mode == "local":`` of a command-line argument), both arms run, but each from the state
the ``if`` was reached with, and the states they leave meet after it (``ParentState.join``): work in
one arm and a fork in the other are on no common path, and the fork is not after the work. This is
the join of an abstract interpreter (pytype's ``FrameState.merge_into``), over a small lattice:

- the parent's OpenMP pool, on the thread the run is on: ``first_work`` is the parallel work that
  started it on some path to here (None: on no path), after the last ``torch.set_num_threads(1)``;
- CUDA: ``first_cuda``, the same for the first call that initialises it (process-wide);
- one thread: ``single_threaded`` holds only where every path made the parent single-threaded, and
  ``children_pinned`` where every path registered a fork hook that pins each child to one thread;
- the default start method: where the arms leave different methods, a method other than fork is
  kept: a start after the ``if`` is reported as a fork only where every path leaves fork (a default
  finding needs a start that must fork).

The work and CUDA facets join as "on some path" (a hang for some input is a hang); the thread count
and the start method as "on every path". A give-up (a budget spent, a loop cut short) is never
joined into proof: the run counts it as a doubt (``Effects.doubts``), which a start shown serial
must not have.
"""

from dataclasses import dataclass, replace
from typing import Optional

from fixmp.analysis.values import Found


@dataclass(frozen=True)
class ParentState:
    first_work: Optional[Found]
    first_cuda: Optional[Found]
    single_threaded: bool
    default_method: str
    method_fixed: bool
    # ``os.register_at_fork(after_in_child=...)`` pinning one thread was registered on every path.
    children_pinned: bool = False

    def join(self, other: "ParentState") -> "ParentState":
        """The state after two paths meet (this one the path written first: its evidence is named)."""
        method = self.default_method
        if other.default_method != method and method == "fork":
            method = other.default_method  # (not fork on every path: a start after it is not a must-fork)
        return ParentState(
            first_work=self.first_work or other.first_work,
            first_cuda=self.first_cuda or other.first_cuda,
            single_threaded=self.single_threaded and other.single_threaded,
            default_method=method,
            method_fixed=self.method_fixed or other.method_fixed,
            children_pinned=self.children_pinned and other.children_pinned,
        )

    def on_a_new_thread(self) -> "ParentState":
        """The state a thread the parent starts runs with: libgomp keeps one OpenMP pool per thread that
        started parallel work, so the new thread's pool has not started (whatever the main thread ran);
        CUDA, the start method and torch's thread count are the process's (a thread started after
        ``torch.set_num_threads(1)`` runs its ops on one thread too)."""
        return replace(self, first_work=None)
