from model import build_model
from runtime import serving_session
from workers import start_request_workers


def main():
    model = build_model()
    with serving_session(model):
        procs, out = start_request_workers(n_workers=2, n_requests=3)
        results = sorted(out.get() for _ in procs)
        for proc in procs:
            proc.join()
    print("label sums per worker:", results)


if __name__ == "__main__":
    main()
