from datasets import SyntheticRegression
from prefetch import prefetch

if __name__ == "__main__":
    ds = SyntheticRegression()
    print(len(ds), prefetch(ds))
