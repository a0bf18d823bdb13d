import multiprocessing

# One thermal printer on the pass; every station prints through it.
ticket_printer_lock = multiprocessing.Lock()
