"""Near-duplicate removal for a pretraining corpus (MinHash + LSH)."""
import tomllib

from dedup.pipeline import run

with open("dedup.toml", "rb") as fh:
    CONFIG = tomllib.load(fh)

kept = run(CONFIG)
print(f"kept {len(kept)} / {CONFIG['corpus']['n_docs']} documents")
