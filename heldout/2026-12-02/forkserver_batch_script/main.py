import sys

from batch import run_batches
from features import featurize

n_batches = int(sys.argv[1]) if len(sys.argv) > 1 else 4
results = run_batches(featurize, range(n_batches))
for batch_id, value in results:
    print(batch_id, value)
