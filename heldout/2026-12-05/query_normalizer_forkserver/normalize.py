import re


class QueryNormalizer:
    def __init__(self, lowercase=True, stemmer=None):
        self.lowercase = lowercase
        self.stem = stemmer or (lambda word: word[:-1] if word.endswith("s") else word)

    def __call__(self, query):
        words = re.findall(r"\w+", query.lower() if self.lowercase else query)
        return [self.stem(w) for w in words]
