import re
import unicodedata

CLEANERS = {
    "nfkc": lambda s: unicodedata.normalize("NFKC", s),
    "urls": lambda s: re.sub(r"https?://\S+", "<url>", s),
    "space": lambda s: " ".join(s.split()),
}


def pipeline(names):
    fns = [CLEANERS[n] for n in names]

    def run(s):
        for fn in fns:
            s = fn(s)
        return s
    return run
