import settings
from features import RandomFeatures
from runner import launch

if __name__ == "__main__":
    feats = RandomFeatures(dim=settings.DIM)
    print("trace", round(feats.gram.trace().item(), 2))
    launch(settings.DIM, settings.JOBS)
