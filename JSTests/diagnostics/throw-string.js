let message = "not an Error";
   throw message;
