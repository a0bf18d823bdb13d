import alter
import block


def main():
    base = block.drafting_block()
    for client, mean in alter.alter_all(base, alter.load_clients()):
        print(f"{client}: graded block mean {mean:.4f}")


if __name__ == "__main__":
    main()
