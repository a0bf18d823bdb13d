# Converted from kmer_exploration.ipynb
import os
import sys

import torch

from seqio import kmer_codes, synthetic_chromosomes

K = 5
LENGTHS = {"chr1": 300_000, "chr2": 250_000, "chrX": 200_000}

# %% load
chroms = synthetic_chromosomes(LENGTHS)

# %% vocabulary of observed k-mers across the assembly
all_codes = torch.cat([kmer_codes(s, K) for s in chroms.values()])
vocab = torch.unique(all_codes)
print("distinct k-mers", vocab.numel())

# %% per-chromosome spectra, one child each
pids = []
for name, seq in chroms.items():
    pid = os.fork()
    if pid == 0:
        spectrum = torch.bincount(kmer_codes(seq, K), minlength=4 ** K)
        print(name, "top k-mer", int(spectrum.argmax()), flush=True)
        os._exit(0)
    pids.append(pid)

# %% wait
status = [os.waitpid(p, 0)[1] for p in pids]
sys.exit(1 if any(status) else 0)
