import torch


def summarize_activations(acts, out_path):
    cov = acts.T @ acts / acts.shape[0]
    with open(out_path, "w") as f:
        f.write(f"trace={cov.trace().item():.4f} max={cov.abs().max().item():.4f}\n")
