from progress import Progress
from count import count_all


if __name__ == "__main__":
    progress = Progress()
    print(count_all(precincts=4, progress=progress))
    print("precincts counted:", progress.done)
