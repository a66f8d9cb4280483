"""Value lists computed by project code (data: {file, function_name, args})."""


def appointment_slots(first_hour, last_hour, minutes=("00", "30")):
    """Half-hour appointment slots between two hours, e.g. '09:00'."""
    return [f"{hour:02d}:{minute}" for hour in range(first_hour, last_hour + 1) for minute in minutes]


def doctors(speciality="general"):
    """Doctors of one speciality."""
    return {"general": ["Dr. Ortiz", "Dr. Lee"], "dermatology": ["Dr. Vidal"]}[speciality]


def numbers(count):
    """The integers 1..count."""
    return list(range(1, count + 1))


def broken():
    """Raises: the profile that calls it must get a located error, not a traceback."""
    raise LookupError("no schedule for today")


def not_a_list():
    """Returns a number where a list is expected."""
    return 42


NOT_CALLABLE = ["a", "b"]
