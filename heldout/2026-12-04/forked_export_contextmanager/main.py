from embeddings import vocab_embedding
from export import export_neighbours
from forking import forked

VOCAB = 50000
DIM = 64


def main():
    table = vocab_embedding(VOCAB, DIM)
    print("table", tuple(table.shape))
    with forked(export_neighbours, table, 4096):
        print("export running in the background")
    print("export done")


if __name__ == "__main__":
    main()
