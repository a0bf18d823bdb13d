import torch


def flag_lesions(quadrant, chunk, threshold):
    density = torch.sigmoid((chunk - 0.5) * 8.0)
    suspicious = int((density > threshold).sum())
    print(f"quadrant {quadrant}: {suspicious} suspicious pixels", flush=True)
