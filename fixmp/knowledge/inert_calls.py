"""Library calls that a module's top level may make and still be inert (``fixmp.analysis.inert``): each makes a
value and nothing else, in the program and in fixmp's evaluation of it (no thread pool, no CUDA, no process,
no project code called back). A module whose top level calls anything else is run when it is imported.

Named by their qualified names, as a module's imports bind them (``from typing import TypeVar``)."""

from typing import FrozenSet

# Called at a module's top level, in a class body, or as a decorator (``@dataclass(frozen=True)``), with
# arguments that are inert themselves.
INERT_CALLS: FrozenSet[str] = frozenset({
    "builtins.dict", "builtins.frozenset", "builtins.list", "builtins.object", "builtins.set", "builtins.tuple",
    "builtins.str", "builtins.int", "builtins.float", "builtins.bool", "builtins.range",
    "collections.namedtuple", "collections.OrderedDict", "collections.defaultdict",
    "contextvars.ContextVar",
    "dataclasses.dataclass", "dataclasses.field",
    "enum.auto",
    "functools.lru_cache", "functools.partial", "functools.wraps",
    "logging.getLogger",
    "os.environ.get", "os.getenv", "os.path.abspath", "os.path.basename", "os.path.dirname", "os.path.join",
    "os.path.realpath", "os.path.expanduser",
    "re.compile",
    "threading.Lock", "threading.RLock", "threading.local",
    "typing.NewType", "typing.ParamSpec", "typing.TypeVar", "typing.NamedTuple", "typing.TypedDict",
    "typing_extensions.ParamSpec", "typing_extensions.TypeVar",
    "weakref.WeakKeyDictionary", "weakref.WeakValueDictionary",
})
