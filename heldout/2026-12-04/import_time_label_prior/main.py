from rescoring import rescore_batches


def main():
    for batch_id, peak in rescore_batches(range(4)):
        print(f"batch {batch_id}: most frequent class count {peak}")


if __name__ == "__main__":
    main()
