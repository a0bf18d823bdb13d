import torch


def fasta_chunks(n_chunks, seqs_per_chunk, length, seed=0):
    """Stand-in for a FASTA reader: yields (chunk_id, int-coded sequences)."""
    for chunk in range(n_chunks):
        g = torch.Generator().manual_seed(seed + chunk)
        yield chunk, torch.randint(0, 4, (seqs_per_chunk, length), generator=g)
