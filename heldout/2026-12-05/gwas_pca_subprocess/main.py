import os
import subprocess
import sys
import tempfile

import torch

from genotypes import genotype_matrix, top_pcs

STUDY = {"samples": 1000, "snps": 500, "pcs": 4, "chromosomes": [1, 2]}
HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    pcs = top_pcs(genotype_matrix(STUDY["samples"], STUDY["snps"], seed=0), STUDY["pcs"])
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "pcs.pt")
        torch.save(pcs, path)
        for chrom in STUDY["chromosomes"]:
            subprocess.run([sys.executable, os.path.join(HERE, "assoc_worker.py"), "--chrom", str(chrom),
                            "--pcs", path], check=True)


if __name__ == "__main__":
    main()
