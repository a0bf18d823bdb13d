from server import InferenceServer


def main():
    server = InferenceServer(n_workers=2)
    codes = server.serve()
    print("worker exit codes", codes)


if __name__ == "__main__":
    main()
