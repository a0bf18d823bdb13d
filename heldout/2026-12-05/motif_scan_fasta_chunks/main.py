import torch

from reader import fasta_chunks
from reference import Background
from scan import scan

CONFIG = {"seed": 5, "windows": 4096, "models": 256, "motif_width": 12,
          "chunks": 4, "seqs_per_chunk": 256, "length": 1000}


def main():
    bg = Background.from_config(CONFIG)
    g = torch.Generator().manual_seed(1)
    pwm = torch.log_softmax(torch.randn(4, CONFIG["motif_width"], generator=g), dim=0)
    chunks = fasta_chunks(CONFIG["chunks"], CONFIG["seqs_per_chunk"], CONFIG["length"])
    print("background norm", round(bg.log_norm, 4))
    print(scan(chunks, pwm, bg))


if __name__ == "__main__":
    main()
