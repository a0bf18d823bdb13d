from runner import label_batches


def main():
    for seed, head in label_batches(4):
        print(seed, head)


if __name__ == "__main__":
    main()
