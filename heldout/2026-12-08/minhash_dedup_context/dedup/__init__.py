from .minhash import MinHasher
from .runner import Deduper
