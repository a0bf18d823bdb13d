from culling import ShootCuller
from shoot import load_shoot


if __name__ == "__main__":
    frames = load_shoot("studio-portraits", count=8, size=160)
    culler = ShootCuller(keep_ratio=0.5, shards=2)
    print(culler.cull(frames))
