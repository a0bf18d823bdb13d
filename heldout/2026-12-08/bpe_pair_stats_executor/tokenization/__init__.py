from .bpe import BytePairTokenizer
from .encode import encode_corpus
