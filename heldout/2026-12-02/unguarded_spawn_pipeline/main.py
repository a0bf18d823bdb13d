# Preprocessing script: tokenises the corpus shards in parallel.
from pipeline import run_pipeline

results = run_pipeline()
print("unique tokens per stage:", results)
