"""What a call runs, followed through the project: an abstract evaluation of the parent's code.

``ParallelKnowledge`` decides whether one torch call is parallel work from what the file shows
at that call. Most programs hide the sizes one step away: in a default argument
(``def stats(num_pixels=1_000_000)``), in what a caller passes (``rank(torch.rand(50_000))``), in
a ``self`` attribute set in ``__init__`` and used in a method, in ``super().__init__(n)``, in what a
function returns (``make_classifier()`` handing back ``Linear(512, 512)`` layers), in a constant of
another module, or in what a module runs when it is imported (``FREQ = torch.zeros(VOCAB)``, a
decorator that builds an instance of the class it registers). This module evaluates the code the
parent runs with abstract values (integers, tensors of known or unknown shape, layers with their
sizes, instances of the project's classes with their attributes, functions, classes, modules,
``functools.partial`` objects and lambdas) and inlines every call of a function, method or
constructor of the project, in any module, binding its parameters to what the caller passes or to
their defaults. The first torch operation that is parallel by the measured sizes (see
``fixmp.analysis.parallel``) is the answer, with the chain of calls that led to it.

What fixmp cannot size does not count here (an operation on a tensor of unknown shape, a model a
caller may hand over): ``ParallelKnowledge`` keeps its own rules for those, and a size that comes
from a parameter is decided where a caller passes it. After ``torch.set_num_threads(1)`` nothing
counts (the pool never has a second thread to lose).

Other questions run the same evaluation in a fresh instance (``Effects.fresh``), whose modules are
imported again: the work a call of another module's function runs before the start inside it,
with the caller's arguments (``work_before_start``), and what that start's child does with the
values it is handed (``child_work_at_start``); whether ``OMP_NUM_THREADS=1`` is set before torch is
first imported (``single_threaded_by_environment``); and the whole program run from its entry
file (``program_run``): the calls that fix the start method in the order they run (a second one
raises 'context has already been set') and the ``Queue`` / ``Lock`` of one context handed to a
process of another at each start it reaches.

The values it evaluates with are ``fixmp.analysis.values``'s; the shapes tensor factories, products,
convolutions and numpy calls make are ``fixmp.analysis.shapes``'s (split off so that each module stays
within fixmp's own parse budget, ``fixmp.parse.guards.MAX_TOKENS``).

Rules of the analysis: modules are read through the project (``ProjectModules``), never imported,
and what was read is recorded on the asking file's index (``ModuleIndex.consulted``) so a cached
result holds only while those bytes are unchanged. The work is counted in steps
(``MAX_STEPS`` per file, and ``MAX_STEPS`` for all its fresh instances together), never timed;
past it, what is not known yet stays unknown. Modules are executed once per evaluation, in the
order the file's path imports them.

``Effects`` is assembled from its parts, one concept each (mixins over ``state.EffectsState``, which
holds what they share and declares what one part asks of another): ``starts`` (the questions and the
starts, pools and forks reached), ``statements`` (modules, imports, names, control flow), ``expressions``
(attributes, classes), ``calls`` (inlining), ``torch_calls`` (torch's operations and the libraries'
calls), ``methods`` (methods of foreign values, builtins); ``tables`` is what they know, as data. What a
library's function does is its model in ``fixmp.analysis.models`` (one module per library module), which
``library_call`` asks first.
"""

from __future__ import annotations

from fixmp.analysis.effects.calls import Calls
from fixmp.analysis.effects.expressions import Expressions
from fixmp.analysis.effects.methods import Methods
from fixmp.analysis.effects.starts import Starts
from fixmp.analysis.effects.statements import Statements
from fixmp.analysis.effects.torch_calls import TorchCalls
from fixmp.analysis.index import ModuleIndex


class Effects(Starts, Statements, Expressions, Calls, TorchCalls, Methods):
    """The abstract evaluation for one file (its ``ModuleIndex``); one instance per file."""

    @classmethod
    def of(cls, index: ModuleIndex) -> "Effects":
        return index.derived(("the instance of", cls), lambda: cls(index))

    @classmethod
    def fresh(cls, index: ModuleIndex) -> "Effects":
        """An instance for one question that runs modules' imports again (``program_run``,
        ``work_before_start``...): the file's fresh instances share one budget of ``MAX_STEPS``."""
        instance = cls(index)
        instance.spent = index.derived(("steps of the fresh instances of", cls), lambda: [0])
        return instance
