module.exports = function Worker() {};
