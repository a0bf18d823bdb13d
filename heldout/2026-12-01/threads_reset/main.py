from features import RandomFeatures
from launcher import launch

if __name__ == "__main__":
    f = RandomFeatures(256)
    print("trace", round(f.gram.trace().item(), 2))
    launch(256)
