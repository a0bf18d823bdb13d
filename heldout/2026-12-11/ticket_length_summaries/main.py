from summarizer import summarize_queues
from tickets import TicketBatch


def main():
    batch = TicketBatch(n_tickets=1_000_000, queues=("billing", "outage", "returns"))
    print("modal length bin:", int(batch.length_histogram.argmax()))
    for queue, peak in summarize_queues(batch, n_workers=2):
        print(queue, peak)


if __name__ == "__main__":
    main()
