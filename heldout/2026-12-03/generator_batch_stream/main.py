from forking import collect, run_in_child
from scoring import make_projection, score_batch
from stream import normalized_batches


def main():
    projection = make_projection()
    handles = []
    for idx, batch in normalized_batches(3):
        handles.append(run_in_child(score_batch, idx, batch, projection))
    for line in sorted(collect(handles)):
        print(line)


if __name__ == "__main__":
    main()
