import serve


def main():
    results = serve.launch([0, 1, 2, 3])
    print("warmup took", "set" if serve.launch.warmup_s is not None else "unset")
    for seed, level in results:
        print(seed, level)


if __name__ == "__main__":
    main()
