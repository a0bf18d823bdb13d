from demand import arrivals, peak_slots
from rota import Rota

GUESTS = 300_000


def main():
    busiest = int(peak_slots(arrivals()).argmax())
    print("busiest check-in slot:", busiest)
    rota = Rota()
    try:
        for shift, staff in rota.plan(range(3), GUESTS):
            print(f"shift {shift}: {staff} room attendants")
    finally:
        rota.close()


if __name__ == "__main__":
    main()
