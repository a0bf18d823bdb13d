from channels import make_channels
from workers import start_workers


def main():
    requests, responses = make_channels()
    procs = start_workers(requests, responses)
    for req_id in range(4):
        requests.put((req_id, [float(req_id + k) for k in range(16)]))
    for _ in procs:
        requests.put(None)
    answers = sorted(responses.get() for _ in range(4))
    for proc in procs:
        proc.join()
    print("answers:", answers)


if __name__ == "__main__":
    main()
