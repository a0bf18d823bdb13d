from jobs import run_jobs
from prep import estimate_scale


def main():
    scale = estimate_scale([0.5, -1.25, 0.75, 1.0])
    for idx, value in run_jobs(scale):
        print(idx, value)


if __name__ == "__main__":
    main()
