import torch


def render_thumbnail(field, image):
    small = torch.nn.functional.avg_pool2d(image[None, None], 4)
    stretched = torch.asinh(small * 10)
    print(f"thumbnail {field}: max {float(stretched.max()):.3f}", flush=True)
