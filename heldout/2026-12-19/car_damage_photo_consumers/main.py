import torch

from damage import DamageQueue
from thumbnails import make_thumbnails

PHOTOS_PER_RETURN = 8


def main():
    gen = torch.Generator().manual_seed(13)
    returns = [torch.rand(PHOTOS_PER_RETURN, 3, 128, 128, generator=gen) for _ in range(3)]
    dq = DamageQueue(workers=2)
    for plate, photos in zip(["KX-101", "KX-207", "KX-318"], returns):
        thumbs = make_thumbnails(photos)
        dq.submit((plate, thumbs))
    for plate, score in dq.close():
        print(f"{plate}: damage score {score:.4f}")


if __name__ == "__main__":
    main()
