import torch


def write_volume(i, volume, progress):
    window = volume.clamp(0.1, 0.9)
    progress.put(f"volume {i}: {tuple(window.shape)} mean {float(window.mean()):.4f}")
